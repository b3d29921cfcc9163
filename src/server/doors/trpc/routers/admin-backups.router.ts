import { adminProcedure, router } from '../trpc';
import { backupKeeper, backUpNow, listBackups } from '../../../domains/backups/backups.service';

/** admin.backups.*: the last backups, who keeps them, and "Back up now"; downloads go through GET /api/admin/backups/{name}. */
export const adminBackupsRouter = router({
  list: adminProcedure.query(({ ctx }) => listBackups(ctx)),
  keeper: adminProcedure.query(({ ctx }) => backupKeeper(ctx)),
  create: adminProcedure.mutation(({ ctx }) => backUpNow(ctx, ctx.user)),
});
