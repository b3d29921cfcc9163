import { z } from 'zod';
import { backupKeeperSchema, clubBackupSchema } from '../../../../shared/backups/backups.schema';
import { adminProcedure, router } from '../trpc';
import { backupKeeper, backUpNow, listBackups } from '../../../domains/backups/backups.service';

/** admin.backups.*: the last backups, who keeps them, and "Back up now"; downloads go through GET /api/admin/backups/{name}. */
export const adminBackupsRouter = router({
  list: adminProcedure.output(z.array(clubBackupSchema)).query(({ ctx }) => listBackups(ctx)),
  keeper: adminProcedure.output(backupKeeperSchema).query(({ ctx }) => backupKeeper(ctx)),
  create: adminProcedure.output(clubBackupSchema).mutation(({ ctx }) => backUpNow(ctx, ctx.user)),
});
