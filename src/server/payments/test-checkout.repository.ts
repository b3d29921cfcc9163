import type { Db } from '../db/database';
import type { TestCheckoutSessionsTable } from '../db/schema';

export async function insertTestCheckoutSession(db: Db, row: TestCheckoutSessionsTable): Promise<void> {
  await db.insertInto('test_checkout_sessions').values(row).execute();
}

export function findTestCheckoutSession(db: Db, id: string): Promise<TestCheckoutSessionsTable | undefined> {
  return db.selectFrom('test_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}
