import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/db';
import type { TestCheckoutSessionsTable } from '../db/schema';

export type TestCheckoutSessionRow = Selectable<TestCheckoutSessionsTable>;

export async function insertTestCheckoutSession(db: Db, row: Insertable<TestCheckoutSessionsTable>): Promise<void> {
  await db.insertInto('test_checkout_sessions').values(row).execute();
}

export function findTestCheckoutSession(db: Db, id: string): Promise<TestCheckoutSessionRow | undefined> {
  return db.selectFrom('test_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The test card paid: unpaid -> paid once; false when it was paid already. */
export async function markTestSessionPaid(db: Db, id: string): Promise<boolean> {
  const result = await db.updateTable('test_checkout_sessions').set({ payment_status: 'paid' }).where('id', '=', id).where('payment_status', '=', 'unpaid').executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
