import type { OutboxMessage } from '../../../shared/mail/outbox.schema';
import type { Db } from '../db/db';
import type { OutboxRow } from '../db/schema';
import { countOutbox, listOutbox } from './outbox.repository';

// The dashboard's count of mail that failed to send.
export { countFailedOutboxMessages } from './outbox.repository';

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attempts: row.attempts,
    lastError: row.last_error,
  };
}

/** Newest first, a page at a time. */
export async function listOutboxMessages(db: Db, input: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([listOutbox(db, input.limit, input.offset), countOutbox(db)]);
  return { items: rows.map(toOutboxMessage), total };
}
