import type { Db } from '../db/database';
import type { OutboxRow } from '../db/schema';
import type { MailMessage } from './mail.types';

/** Queues a message; `dueAt` is when the worker should first try it (null: never, the outbox is the delivery). */
export async function insertOutboxMessage(db: Db, message: MailMessage, dueAt: string | null): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      created_at: new Date().toISOString(),
      sent_at: null,
      next_attempt_at: dueAt,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markOutboxSent(db: Db, id: number, sentAt: string, attempts: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: sentAt, attempts, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markOutboxFailed(
  db: Db,
  id: number,
  attempts: number,
  nextAttemptAt: string | null,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** Unsent messages whose retry time has come, oldest first. */
export function findDueOutboxMessages(db: Db, nowIso: string, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/** Takes a due message for one delivery attempt; false when another worker took it first. */
export async function claimOutboxMessage(db: Db, id: number, dueAt: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '=', dueAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listOutbox(db: Db, limit: number, offset: number): Promise<OutboxRow[]> {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countOutbox(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
