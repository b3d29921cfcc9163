import type { AppDeps } from '../deps';
import { deliverOutboxMessage } from './mail.service';
import { claimOutboxMessage, findDueOutboxMessages } from './outbox.repository';

const BATCH = 10;
const LEASE_MS = 5 * 60_000;

/** Retries queued mail whose time has come; one small indexed query per tick when nothing is due. */
export async function retryDueMail(deps: AppDeps, now = Date.now()): Promise<number> {
  if (!deps.mailer) return 0;
  const due = await findDueOutboxMessages(deps.db, new Date(now).toISOString(), BATCH);
  let sent = 0;
  for (const row of due) {
    if (!row.next_attempt_at) continue;
    const claimed = await claimOutboxMessage(deps.db, row.id, row.next_attempt_at, new Date(now + LEASE_MS).toISOString());
    if (!claimed) continue;
    const message = { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body };
    if (await deliverOutboxMessage(deps, row.id, message, row.attempts)) sent += 1;
  }
  return sent;
}

export interface MailWorker {
  stop(): Promise<void>;
}

/** Started by buildApp when a mail server is set; stopped in the app's onClose hook. */
export function startMailWorker(deps: AppDeps): MailWorker {
  if (!deps.mailer) return { stop: () => Promise.resolve() };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = retryDueMail(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'mail retry failed'))
      .finally(() => {
        running = null;
      });
  }, deps.config.MAIL_RETRY_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
