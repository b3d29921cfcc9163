import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Called by the payment provider's servers, authenticated by signature instead.
const SERVER_TO_SERVER_PATHS = ['/api/payment/webhook'];

/**
 * Refuses state-changing requests that a browser made from another site, and tRPC
 * mutations that are not JSON (a plain HTML form cannot send JSON cross-site).
 */
export function registerCrossSiteGuard(app: FastifyInstance, config: Config): void {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (SERVER_TO_SERVER_PATHS.includes(path)) return;
    if (isCrossSite(request, publicOrigin)) {
      return reply.status(403).send({ message: 'Cross-site requests are not allowed.' });
    }
    if (path.startsWith('/trpc/') && !isJson(request)) {
      return reply.status(415).send({ message: 'Requests must be sent as JSON.' });
    }
  });
}

function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false; // not a browser, or a browser that would have sent Sec-Fetch-Site
  const ownOrigins = [publicOrigin, `${request.protocol}://${request.host}`];
  return !ownOrigins.includes(origin);
}

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
}
