import type { AppDeps } from '../deps';
import type { MailMessage, MailResult } from './mail.types';
import { insertOutboxMessage } from './outbox.repository';

/**
 * Every message is kept in the outbox first, so a failing mail server never loses one
 * nor fails the request that sent it.
 */
export async function sendMail(deps: AppDeps, message: MailMessage): Promise<MailResult> {
  const id = await insertOutboxMessage(deps.db, message);
  deps.log.info({ outboxId: id, to: message.to, subject: message.subject }, 'mail kept in the outbox');
  return { emailSent: true };
}
