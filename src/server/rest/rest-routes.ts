import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { registerApplicationRoutes } from './applications.routes';
import { registerAuthRoutes } from './auth.routes';
import { registerContactRoutes } from './contact.routes';
import { registerEventRoutes } from './events.routes';
import { registerMailRoutes } from './mail.routes';
import { registerPaymentRoutes } from './payments.routes';
import { registerUserRoutes } from './users.routes';

/** The spec's literal /api paths: thin adapters over the same services as tRPC. */
export function registerRestRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAuthRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerApplicationRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerMailRoutes(app, deps);
}
