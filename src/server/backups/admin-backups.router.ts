import { adminProcedure, router } from '../trpc/trpc';
import { backUpNow, listBackups } from './backups.service';

/** admin.backups.*: the last backups and "Back up now"; downloads go through GET /api/admin/backups/{name}. */
export const adminBackupsRouter = router({
  list: adminProcedure.query(({ ctx }) => listBackups(ctx)),
  create: adminProcedure.mutation(({ ctx }) => backUpNow(ctx, ctx.user)),
});
