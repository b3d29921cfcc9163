import { adminAuditRouter } from '../audit/audit.router';
import { adminBackupsRouter } from '../backups/admin-backups.router';
import { adminSettingsRouter } from '../club/admin-settings.router';
import { adminMessagesRouter } from '../contact/admin-messages.router';
import { adminEventsRouter } from '../events/admin-events.router';
import { adminMembersRouter } from '../members/admin-members.router';
import { adminPaymentsRouter } from '../payments/admin-payments.router';
import { adminCoursesRouter } from '../golf/admin-courses.router';
import { adminProcedure, router } from '../trpc/trpc';
import { getDashboardCounts } from './dashboard.service';

/** Table of contents of the admin area; every procedure below is an adminProcedure. */
export const adminRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => getDashboardCounts(ctx)),
  members: adminMembersRouter,
  events: adminEventsRouter,
  messages: adminMessagesRouter,
  settings: adminSettingsRouter,
  audit: adminAuditRouter,
  payments: adminPaymentsRouter,
  backups: adminBackupsRouter,
  courses: adminCoursesRouter,
});
