import { z } from 'zod';
import type { MailDeps, MailMessage, MailResult } from './mail.types';
import { maskSecrets } from '../text/mask-secrets';
import { insertOutboxMessage, insertOutboxMessagesOnce, markOutboxFailed, markOutboxSent } from './outbox.repository';

const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** 1 min, 2 min, 4 min ... at most 6 hours between attempts; null once we give up. */
export function nextRetryAt(attempts: number, now: number): string | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
  return new Date(now + delay).toISOString();
}

const singleAddress = z.email();

/** Header values are one line: a CR or LF in user input can never start a new header. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

/**
 * The one door for mail. Every message is kept in the outbox and the worker is woken to deliver
 * it outside the request, so a slow or failing mail server never holds or fails the request;
 * `emailSent` says the message was accepted for delivery.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<MailResult> {
  const clean = cleanMessage(deps, message);
  if (!clean) return { emailSent: false };
  const now = deps.clock.now().toISOString();
  const id = await insertOutboxMessage(deps.db, clean, deps.mailer ? now : null, now);
  if (!deps.mailer) {
    // No mail server: the outbox and the log are the delivery (readable at /admin/outbox).
    deps.log.info({ outboxId: id, to: clean.to, subject: clean.subject, text: maskSecrets(clean.text) }, 'mail kept in the outbox');
    return { emailSent: true };
  }
  deps.mailQueue.wake();
  return { emailSent: true };
}

/** The message with one-line headers, or null (logged) when it is not for one e-mail address. */
function cleanMessage(deps: MailDeps, message: MailMessage): MailMessage | null {
  const clean: MailMessage = { ...message, to: oneLine(message.to), subject: oneLine(message.subject) };
  // One recipient, one address: "a@b.c, evil@x.y" or a smuggled header never reaches the server.
  if (!singleAddress.safeParse(clean.to).success) {
    deps.log.error({ subject: clean.subject }, 'mail not sent: the recipient is not one e-mail address');
    return null;
  }
  return clean;
}

/**
 * Bulk mail through the same door: every message checked as `sendMail` checks it, the lot kept in
 * the outbox in a few statements, each at most once under its key (a batch sent again after a
 * stop adds nothing), the worker woken once. Answers the keys queued now.
 */
export async function sendMailsOnce(deps: MailDeps, mails: ReadonlyArray<{ key: string; message: MailMessage }>): Promise<Set<string>> {
  const kept = mails.flatMap(({ key, message }) => {
    const clean = cleanMessage(deps, message);
    return clean ? [{ key, message: clean }] : [];
  });
  if (kept.length === 0) return new Set();
  const now = deps.clock.now().toISOString();
  const queued = await insertOutboxMessagesOnce(deps.db, kept, deps.mailer ? now : null, now);
  if (deps.mailer && queued.size > 0) deps.mailQueue.wake();
  if (!deps.mailer) deps.log.info({ count: queued.size, subject: kept[0]?.message.subject }, 'mail kept in the outbox');
  return queued;
}

/** One delivery attempt; on failure the message stays queued with its next retry time. */
export async function deliverOutboxMessage(
  deps: MailDeps,
  id: number,
  message: MailMessage,
  attemptsSoFar: number,
): Promise<boolean> {
  if (!deps.mailer) return false;
  const attempts = attemptsSoFar + 1;
  try {
    await deps.mailer.send(message);
    // Delivered: the copy we keep loses its live links; the recipient has them.
    await markOutboxSent(deps.db, id, deps.clock.now().toISOString(), attempts, { text: maskSecrets(message.text), html: maskSecrets(message.html) });
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryAt = nextRetryAt(attempts, deps.clock.now().getTime());
    await markOutboxFailed(deps.db, id, attempts, retryAt, reason);
    deps.log.warn({ outboxId: id, attempts, retryAt, err: reason }, 'mail delivery failed; kept in the outbox');
    return false;
  }
}
