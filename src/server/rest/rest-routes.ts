import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { registerAuthRoutes } from './auth.routes';
import { registerCalendarRoutes } from './calendar.routes';
import { registerContactRoutes } from './contact.routes';
import { registerEventRoutes } from './events.routes';
import { registerProfileRoutes } from './profile.routes';
import { registerReservationRoutes } from './reservations.routes';
import { registerStatementRoutes } from './statements.routes';

/** The spec's literal /api paths: thin adapters over the same services as tRPC. */
export function registerRestRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAuthRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerReservationRoutes(app, deps);
  registerStatementRoutes(app, deps);
  registerCalendarRoutes(app, deps);
}
