import { adminDashboardSchema } from '../../../../shared/admin/dashboard.schema';
import { adminAuditRouter } from './audit.router';
import { adminBackupsRouter } from './admin-backups.router';
import { adminSettingsRouter } from './admin-settings.router';
import { adminMessagesRouter } from './admin-messages.router';
import { adminEventsRouter } from './admin-events.router';
import { adminMembersRouter } from './admin-members.router';
import { adminPaymentsRouter } from './admin-payments.router';
import { adminCoursesRouter } from './admin-courses.router';
import { adminTournamentsRouter } from './admin-tournaments.router';
import { adminProcedure, router } from '../trpc';
import { getAdminDashboard } from '../../../domains/admin/dashboard.service';

/** Table of contents of the admin area; every procedure below is an adminProcedure. */
export const adminRouter = router({
  dashboard: adminProcedure.output(adminDashboardSchema).query(({ ctx }) => getAdminDashboard(ctx)),
  members: adminMembersRouter,
  events: adminEventsRouter,
  messages: adminMessagesRouter,
  settings: adminSettingsRouter,
  audit: adminAuditRouter,
  payments: adminPaymentsRouter,
  backups: adminBackupsRouter,
  courses: adminCoursesRouter,
  tournaments: adminTournamentsRouter,
});
