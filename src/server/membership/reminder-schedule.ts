import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { sendDueReminders } from './reminders.service';

/** At start-up and every REMINDER_INTERVAL_MS (0: off); stopped in onClose. */
export function scheduleReminders(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.REMINDER_INTERVAL_MS === 0) return;
  const run = () => {
    sendDueReminders(deps)
      .then((sent) => {
        if (sent > 0) app.log.info({ sent }, 'membership reminders queued');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'membership reminders failed'));
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
