import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/core/app-error';
import { adminNeedsTwoFactorSetup, TWO_FACTOR_SETUP_REQUIRED } from '../../domains/auth/two-factor/admin-two-factor';
import type { Db } from '../../platform/db/db';

const ADMIN_PREFIX = '/api/admin';
const ADMINS_ONLY = 'Only club admins can do that.';

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
export function registerAdminGuard(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isAdminPath(request)) return;
    if (!request.user) return reply.status(401).send({ message: unauthorized().message });
    if (request.user.memberType !== 'admin') return reply.status(403).send({ message: ADMINS_ONLY });
    if (await adminNeedsTwoFactorSetup(db, request.user)) return reply.status(403).send({ message: TWO_FACTOR_SETUP_REQUIRED });
  });
}
