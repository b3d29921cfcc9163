import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { purgeExpiredSessions } from './session.service';

const HOUR = 60 * 60 * 1000;

/** Expired sessions are also dropped hourly, not only when their cookie comes back. */
export function schedulePurgeOfExpiredSessions(app: FastifyInstance, db: Db): void {
  const timer = setInterval(() => {
    purgeExpiredSessions(db).catch((error: unknown) => app.log.error({ err: error }, 'session purge failed'));
  }, HOUR);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
