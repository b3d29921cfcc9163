import { publicProcedure, router } from '../trpc';
import { getClubIdentity } from '../../../domains/club/club-identity.service';
import { getClubSettings } from '../../../domains/club/club-settings.service';

export const clubRouter = router({
  settings: publicProcedure.query(({ ctx }) => getClubSettings(ctx.db)),
  identity: publicProcedure.query(({ ctx }) => getClubIdentity(ctx)),
});
