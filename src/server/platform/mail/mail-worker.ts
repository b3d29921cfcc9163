import type { MailDeps } from './mail.types';
import { readAttachments, readHeaders } from './mail-attachments';
import { deliverOutboxMessage } from './mail.service';
import { claimOutboxMessage, findDueOutboxMessages } from './outbox.repository';

const BATCH = 10;
const LEASE_MS = 5 * 60_000;

/**
 * Delivers queued mail whose time has come, the batch in parallel. Each message is first claimed
 * with a lease: a process that dies mid-delivery leaves it due again once the lease has passed,
 * and two workers never send the same message. One small indexed query when nothing is due.
 */
export async function retryDueMail(deps: MailDeps): Promise<number> {
  if (!deps.mailer) return 0;
  const now = deps.clock.now().getTime();
  const due = await findDueOutboxMessages(deps.db, new Date(now).toISOString(), BATCH);
  const outcomes = await Promise.all(
    due.map(async (row) => {
      if (!row.next_attempt_at) return false;
      const claimed = await claimOutboxMessage(deps.db, row.id, row.next_attempt_at, new Date(now + LEASE_MS).toISOString());
      if (!claimed) return false;
      const message = { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, attachments: readAttachments(row.attachments), headers: readHeaders(row.headers) };
      return deliverOutboxMessage(deps, row.id, message, row.attempts);
    }),
  );
  return outcomes.filter(Boolean).length;
}

interface MailWorker {
  stop(): Promise<void>;
}

/** Started by buildApp when a mail server is set: runs when woken by a new message and on its interval; stopped in onClose. */
export function startMailWorker(deps: MailDeps): MailWorker {
  if (!deps.mailer) return { stop: () => Promise.resolve() };
  let running: Promise<unknown> | null = null;
  let again = false;
  const tick = () => {
    if (running) {
      // Woken while delivering: look once more when this round ends.
      again = true;
      return;
    }
    running = retryDueMail(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'mail delivery round failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const stopListening = deps.mailQueue.onWake(tick);
  const timer = setInterval(tick, deps.config.MAIL_RETRY_INTERVAL_MS);
  timer.unref();
  tick();
  return {
    async stop() {
      stopListening();
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
