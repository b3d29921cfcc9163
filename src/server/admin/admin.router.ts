import { adminProcedure, router } from '../trpc/trpc';
import { getDashboardCounts } from './dashboard.service';

export const adminRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => getDashboardCounts(ctx.db)),
});
