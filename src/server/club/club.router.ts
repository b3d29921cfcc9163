import { publicProcedure, router } from '../trpc/trpc';
import { getClubSettings } from './club-settings.service';

export const clubRouter = router({
  settings: publicProcedure.query(({ ctx }) => getClubSettings(ctx.db)),
});
