import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps/deps';
import { sendDueReminders } from '../domains/membership/reminders.service';
import { DIGEST_TICK_MS, sendDueDigests } from '../domains/digest/weekly-digest.service';
import { passOnExpiredOffers } from '../domains/events/rsvps.service';
import { runTournamentSchedule } from '../domains/tournaments/tournament-schedule.service';
import { runOnceAcrossProcesses } from '../platform/jobs/job-lease';

/** Most of an interval: another process's timer firing within it finds the lease taken. */
const LEASE_SHARE = 0.9;

/**
 * Membership reminders and event places offered but not taken in time: at start-up and every REMINDER_INTERVAL_MS (0: off);
 * the weekly digest every DIGEST_TICK_MS, each run mailing its share of the digest hour (off with the others).
 * Stopped in onClose. With several processes on one database, one of them runs each due time (the
 * digest's claims would keep two apart anyway; the lease saves the second the work of finding nothing).
 */
export function scheduleReminders(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.REMINDER_INTERVAL_MS === 0) return;
  const leaseMs = deps.config.REMINDER_INTERVAL_MS * LEASE_SHARE;
  const run = () => {
    runOnceAcrossProcesses(deps.db, 'membership-reminders', leaseMs, async () => {
      const sent = await sendDueReminders(deps);
      if (sent > 0) app.log.info({ sent }, 'membership reminders queued');
    }).catch((error: unknown) => app.log.error({ err: error }, 'membership reminders failed'));
    runOnceAcrossProcesses(deps.db, 'tournaments', leaseMs, async () => {
      const sent = await runTournamentSchedule(deps);
      if (sent > 0) app.log.info({ sent }, 'tournament notices queued');
    }).catch((error: unknown) => app.log.error({ err: error }, 'tournament schedule failed'));
    runOnceAcrossProcesses(deps.db, 'place-offers', leaseMs, () => passOnExpiredOffers(deps)).catch((error: unknown) =>
      app.log.error({ err: error }, 'passing on expired place offers failed'),
    );
  };
  const digests = () => {
    runOnceAcrossProcesses(deps.db, 'weekly-digests', DIGEST_TICK_MS * LEASE_SHARE, async () => {
      const sent = await sendDueDigests(deps, { tickMs: DIGEST_TICK_MS });
      if (sent > 0) app.log.info({ sent }, 'weekly digests queued');
    }).catch((error: unknown) => app.log.error({ err: error }, 'weekly digests failed'));
  };
  const first = setTimeout(run, 1_000);
  const timer = setInterval(run, deps.config.REMINDER_INTERVAL_MS);
  const digestTimer = setInterval(digests, DIGEST_TICK_MS);
  for (const handle of [first, timer, digestTimer]) handle.unref();
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(first);
    clearInterval(timer);
    clearInterval(digestTimer);
    done();
  });
}
