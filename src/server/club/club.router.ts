import { publicProcedure, router } from '../trpc/trpc';
import { getClubIdentity } from './club-identity.service';
import { getClubSettings } from './club-settings.service';

export const clubRouter = router({
  settings: publicProcedure.query(({ ctx }) => getClubSettings(ctx.db)),
  identity: publicProcedure.query(({ ctx }) => getClubIdentity(ctx)),
});
