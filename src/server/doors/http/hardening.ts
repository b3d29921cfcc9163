import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db';
import { SESSION_COOKIE } from './request-user';

/**
 * Bodiless JSON calls (POST /api/matches/{id}/join, leave, logout with a JSON content type and no
 * body) are valid; any other body still goes through Fastify's own safe JSON parser.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}

/** No answer that carries a session (or starts one) is kept by a browser or a proxy cache. */
export function noStoreForSessions(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/')) return payload;
    const setsSession = String(reply.getHeader('set-cookie') ?? '').includes(`${SESSION_COOKIE}=`);
    if (request.cookies[SESSION_COOKIE] || setsSession) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** GET /healthz: 200 when the database answers, 503 otherwise; for a process supervisor or load balancer. */
export function registerHealthCheck(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch {
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
}

/** Slow or stalled clients cannot hold connections: headers within 15 s, a whole request within 30 s. */
export function applyTimeouts(app: FastifyInstance): void {
  app.server.headersTimeout = 15_000;
  app.server.requestTimeout = 30_000;
}
