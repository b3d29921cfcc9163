import type { Db } from '../db/database';
import type { MailMessage } from './mail.types';

export async function insertOutboxMessage(db: Db, message: MailMessage): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      created_at: new Date().toISOString(),
      sent_at: null,
      next_attempt_at: null,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
