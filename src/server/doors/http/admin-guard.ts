import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/core/app-error';
import { adminRefusal } from './admin-refusal';

const ADMIN_PREFIX = '/api/admin';

function isAdminPath(request: FastifyRequest): boolean {
  const routeUrl = request.routeOptions.url ?? '';
  const path = request.url.split('?')[0] ?? '';
  return [routeUrl, path].some((url) => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`) || url.startsWith(`${ADMIN_PREFIX}.`));
}

/**
 * Every /api/admin path, known or not, whatever the method and body: 401 for a visitor,
 * 403 for a standard member (and for an admin without the second factor the club requires).
 * Runs before the body is read, so bad bodies change nothing.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isAdminPath(request)) return;
    if (!request.user) return reply.status(401).send({ message: unauthorized().message });
    const refusal = adminRefusal(request.user);
    if (refusal) return reply.status(403).send({ message: refusal });
  });
}
