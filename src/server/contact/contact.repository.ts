import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { ContactMessagesTable } from '../db/schema';

export async function insertContactMessage(db: Db, row: Insertable<ContactMessagesTable>): Promise<number> {
  const inserted = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
