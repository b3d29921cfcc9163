import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { registerAdminEventRoutes } from './admin-events.routes';
import { registerAdminMemberRoutes } from './admin-members.routes';
import { registerApplicationRoutes } from './applications.routes';
import { registerAuthRoutes } from './auth.routes';
import { registerCalendarRoutes } from './calendar.routes';
import { registerContactRoutes } from './contact.routes';
import { registerEventRoutes } from './events.routes';
import { registerFeedRoutes } from './feed.routes';
import { registerMatchRoutes } from './matches.routes';
import { registerMemberRoutes } from './members.routes';
import { registerUploadRoutes } from '../uploads/uploads.routes';
import { registerProfileRoutes } from './profile.routes';
import { registerReservationRoutes } from './reservations.routes';
import { registerStatementRoutes } from './statements.routes';
import { registerMailRoutes } from './mail.routes';
import { registerPaymentRoutes } from './payments.routes';
import { registerUserRoutes } from './users.routes';
import { registerBackupRoutes } from './backups.routes';
import { registerMembershipRoutes } from './membership.routes';
import { registerClubIdentityRoutes } from './club-identity.routes';
import { registerEventImageRoutes } from './event-images.routes';

/** The spec's literal /api paths: thin adapters over the same services as tRPC. */
export function registerRestRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAuthRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerFeedRoutes(app, deps);
  registerMatchRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerAdminMemberRoutes(app, deps);
  registerAdminEventRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerReservationRoutes(app, deps);
  registerStatementRoutes(app, deps);
  registerMembershipRoutes(app, deps);
  registerCalendarRoutes(app, deps);
  registerApplicationRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerBackupRoutes(app, deps);
  registerMailRoutes(app, deps);
  registerClubIdentityRoutes(app, deps);
  registerEventImageRoutes(app, deps);
}
