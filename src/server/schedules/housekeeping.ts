import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from '../domains/auth/session.service';
import { deleteExpiredChallenges } from '../domains/auth/two-factor/two-factor-sign-in.service';
import type { Db } from '../platform/db/db';
import { LONGEST_LIMIT_WINDOW_MS } from '../platform/limits/limiters';
import { purgeRateEventsBefore } from '../platform/limits/rate-limiter';
import { maskExpiredLinks } from '../platform/mail/outbox-links.service';
import { INVITATION_TTL_MS } from '../domains/membership/applications/invitation.service';
import { runOnceAcrossProcesses } from '../platform/jobs/job-lease';

const HOUR = 60 * 60 * 1000;

/**
 * Hourly: expired sessions go (not only when their cookie comes back), rate-limit rows no window
 * still counts go, links kept in the outbox past their lifetime are masked, and unfinished
 * second-factor sign-ins go.
 */
export async function runHousekeeping(db: Db, now = Date.now()): Promise<void> {
  await purgeExpiredSessions(db, new Date(now));
  await purgeRateEventsBefore(db, now - LONGEST_LIMIT_WINDOW_MS);
  await maskExpiredLinks(db, INVITATION_TTL_MS, now);
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
