import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { sendDueReminders } from './reminders.service';
import { sendDueDigests } from '../mail/weekly-digest.service';

/** Membership reminders and the weekly digest: at start-up and every REMINDER_INTERVAL_MS (0: off); stopped in onClose. */
export function scheduleReminders(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.REMINDER_INTERVAL_MS === 0) return;
  const run = () => {
    sendDueReminders(deps)
      .then((sent) => {
        if (sent > 0) app.log.info({ sent }, 'membership reminders queued');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'membership reminders failed'));
    sendDueDigests(deps)
      .then((sent) => {
        if (sent > 0) app.log.info({ sent }, 'weekly digests queued');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'weekly digests failed'));
  };
  const first = setTimeout(run, 1_000);
  const timer = setInterval(run, deps.config.REMINDER_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(first);
    clearInterval(timer);
    done();
  });
}
