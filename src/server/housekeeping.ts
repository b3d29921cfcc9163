import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from './auth/session.service';
import { deleteExpiredChallenges } from './auth/two-factor/two-factor.repository';
import type { Db } from './db/database';
import { LONGEST_LIMIT_WINDOW_MS } from './limits/limiters';
import { purgeRateEventsBefore } from './limits/rate-events.repository';
import { maskExpiredLinks } from './mail/outbox-links.service';
import { runOnceAcrossProcesses } from './jobs/job-lease';

const HOUR = 60 * 60 * 1000;

/**
 * Hourly: expired sessions go (not only when their cookie comes back), rate-limit rows no window
 * still counts go, links kept in the outbox past their lifetime are masked, and unfinished
 * second-factor sign-ins go.
 */
export async function runHousekeeping(db: Db, now = Date.now()): Promise<void> {
  await purgeExpiredSessions(db);
  await purgeRateEventsBefore(db, now - LONGEST_LIMIT_WINDOW_MS);
  await maskExpiredLinks(db, now);
  await deleteExpiredChallenges(db, new Date(now).toISOString());
}

export function scheduleHousekeeping(app: FastifyInstance, db: Db): void {
  const timer = setInterval(() => {
    // One process of several sharing the database does it each hour.
    runOnceAcrossProcesses(db, 'housekeeping', HOUR * 0.9, () => runHousekeeping(db)).catch((error: unknown) =>
      app.log.error({ err: error }, 'housekeeping failed'),
    );
  }, HOUR);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
