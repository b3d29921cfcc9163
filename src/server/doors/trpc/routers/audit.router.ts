import { pageQuerySchema } from '../../../../shared/paging/paging.schema';
import { adminProcedure, router } from '../trpc';
import { listAuditLog } from '../../../platform/audit/audit.service';

/** admin.audit.*: the Audit Log page. */
export const adminAuditRouter = router({
  list: adminProcedure.input(pageQuerySchema).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
});
