import { storeAttachments } from './mail-attachments';
import { type Db, engineOf } from '../db/db';
import { readKeptCount } from '../db/row-counts.repository';
import type { OutboxRow } from '../db/schema';
import type { MailMessage } from './mail.types';

function outboxRow(message: MailMessage, dueAt: string | null, createdAt: string) {
  return {
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    created_at: createdAt,
    sent_at: null,
    next_attempt_at: dueAt,
    last_error: null,
    attachments: storeAttachments(message.attachments),
    headers: message.headers ? JSON.stringify(message.headers) : null,
  };
}

/** Queues a message; `dueAt` is when the worker should first try it (null: never, the outbox is the delivery). */
export async function insertOutboxMessage(db: Db, message: MailMessage, dueAt: string | null, createdAt: string): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(outboxRow(message, dueAt, createdAt)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Rows per statement: eleven values a row stays far below SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_INSERT = 200;

/**
 * Queues many messages (bulk mail) in a few multi-row statements, each under its key: a key the
 * outbox already holds adds nothing. Answers the keys queued now.
 */
export async function insertOutboxMessagesOnce(
  db: Db,
  mails: ReadonlyArray<{ key: string; message: MailMessage }>,
  dueAt: string | null,
  createdAt: string,
): Promise<Set<string>> {
  const queued = new Set<string>();
  for (let start = 0; start < mails.length; start += ROWS_PER_INSERT) {
    const rows = mails.slice(start, start + ROWS_PER_INSERT).map(({ key, message }) => ({ ...outboxRow(message, dueAt, createdAt), once_key: key }));
    const inserted = await db
      .insertInto('mail_outbox')
      .values(rows)
      .onConflict((conflict) => conflict.column('once_key').doNothing())
      .returning('once_key')
      .execute();
    for (const row of inserted) if (row.once_key !== null) queued.add(row.once_key);
  }
  return queued;
}

export async function markOutboxSent(
  db: Db,
  id: number,
  sentAt: string,
  attempts: number,
  kept: { text: string; html: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: sentAt, attempts, next_attempt_at: null, last_error: null, text_body: kept.text, html_body: kept.html })
    .where('id', '=', id)
    .execute();
}

export async function markOutboxFailed(db: Db, id: number, attempts: number, nextAttemptAt: string | null, error: string): Promise<void> {
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

export function countOutbox(db: Db): Promise<number> {
  return readKeptCount(db, 'mail_outbox');
}

/** Messages the mail server refused at least once and that are not delivered yet (the mail_outbox_pending index). */
export async function countFailedOutboxMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sent_at', 'is', null)
    .where('last_error', 'is not', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A spent invitation or reset link: every kept copy of it is masked. */
export async function maskTokenInOutbox(db: Db, token: string, mask: string): Promise<void> {
  const position = engineOf(db) === 'postgres' ? 'strpos' : 'instr';
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      text_body: eb.fn<string>('replace', ['text_body', eb.val(token), eb.val(mask)]),
      html_body: eb.fn<string>('replace', ['html_body', eb.val(token), eb.val(mask)]),
    }))
    .where((eb) =>
      eb.or([
        eb(eb.fn<number>(position, ['text_body', eb.val(token)]), '>', 0),
        eb(eb.fn<number>(position, ['html_body', eb.val(token)]), '>', 0),
      ]),
    )
    .execute();
}

/** Kept messages older than `before` that may still hold a live link. */
export function listOutboxBodiesBefore(db: Db, before: string): Promise<{ id: number; text_body: string; html_body: string }[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'text_body', 'html_body'])
    .where('created_at', '<', before)
    .where((eb) =>
      eb.or([eb('text_body', 'like', '%token=%'), eb('text_body', 'like', '%session_id=%'), eb('text_body', 'like', '%/api/calendar/%')]),
    )
    .execute();
}

export async function updateOutboxBodies(db: Db, id: number, bodies: { text_body: string; html_body: string }): Promise<void> {
  await db.updateTable('mail_outbox').set(bodies).where('id', '=', id).execute();
}

/** Messages to a deleted account lose their address and content; those not yet sent never will be. */
export async function scrubOutboxTo(db: Db, address: string, replacement: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ to_address: '', subject: replacement, text_body: replacement, html_body: '', attachments: null, headers: null, next_attempt_at: null })
    .where('to_address', '=', address)
    .execute();
}

/** Kept messages that mention a text (a deleted member's name), for replacing it. */
export function listOutboxMentioning(db: Db, text: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'subject', 'text_body', 'html_body'])
    .where((eb) => eb.or([eb('subject', 'like', `%${text}%`), eb('text_body', 'like', `%${text}%`), eb('html_body', 'like', `%${text}%`)]))
    .execute();
}

export async function updateOutboxText(db: Db, id: number, texts: { subject: string; text_body: string; html_body: string }): Promise<void> {
  await db.updateTable('mail_outbox').set(texts).where('id', '=', id).execute();
}
