import { auditEntrySchema } from '../../../../shared/audit/audit.schema';
import { pageSchema } from '../../../../shared/paging/paging.schema';
import { pageQuerySchema } from '../../../../shared/paging/paging.schema';
import { adminProcedure, router } from '../trpc';
import { listAuditLog } from '../../../platform/audit/audit.service';

/** admin.audit.*: the Audit Log page. */
export const adminAuditRouter = router({
  list: adminProcedure.input(pageQuerySchema).output(pageSchema(auditEntrySchema)).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
});
