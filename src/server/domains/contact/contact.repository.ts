import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/db';
import { readKeptCount } from '../../platform/db/row-counts.repository';
import type { ContactMessageRow, ContactMessagesTable } from '../../platform/db/schema';

export async function insertContactMessage(db: Db, row: Insertable<ContactMessagesTable>): Promise<number> {
  const inserted = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Newest first. */
export function listContactMessageRows(db: Db, limit: number, offset: number): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function countContactMessageRows(db: Db, unreadOnly = false): Promise<number> {
  return readKeptCount(db, unreadOnly ? 'contact_messages_unread' : 'contact_messages');
}

export function findContactMessageRow(db: Db, id: number): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets read_at once; reading a message again keeps the first time. */
export async function markContactMessageRead(db: Db, id: number, readAt: string): Promise<void> {
  await db.updateTable('contact_messages').set({ read_at: readAt }).where('id', '=', id).where('read_at', 'is', null).execute();
}
