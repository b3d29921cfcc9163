import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/db';
import type { Database, ReminderKind } from '../../platform/db/schema';

export type MembershipCheckoutRow = Selectable<Database['membership_checkouts']>;

export async function insertMembershipCheckout(db: Db, row: Insertable<Database['membership_checkouts']>): Promise<void> {
  await db.insertInto('membership_checkouts').values(row).execute();
}

export function findMembershipCheckout(db: Db, id: string): Promise<MembershipCheckoutRow | undefined> {
  return db.selectFrom('membership_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a checkout done; true only for the one caller that did it (the return page and the webhook race). */
export async function completeCheckoutRow(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db.updateTable('membership_checkouts').set({ completed_at: at }).where('id', '=', id).where('completed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Claims a batch's reminders in one statement; answers the members whose reminder was not claimed before. */
export async function claimReminders(db: Db, rows: ReadonlyArray<{ user_id: number; paid_through: string; kind: ReminderKind; sent_at: string }>): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const claimed = await db
    .insertInto('membership_reminders')
    .values([...rows])
    .onConflict((oc) => oc.columns(['user_id', 'paid_through', 'kind']).doNothing())
    .returning('user_id')
    .execute();
  return new Set(claimed.map((row) => row.user_id));
}

/** Standard members whose paid-through date falls in [from, to]: the ones a reminder may be due for. */
export function membersPaidThroughBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'full_name', 'email', 'paid_through'])
    .where('member_type', '=', 'standard')
    .where('deleted_at', 'is', null)
    .where('paid_through', '>=', from)
    .where('paid_through', '<=', to)
    .orderBy('id')
    .execute();
}

export async function countMembersPaidThroughBetween(db: Db, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_type', '=', 'standard')
    .where('deleted_at', 'is', null)
    .where('paid_through', '>=', from)
    .where('paid_through', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Standard members whose year ends on each day of [from, to] (inclusive), by day: the renewals falling due. */
export async function countRenewalsByDay(db: Db, from: string, to: string): Promise<{ day: string; count: number }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['paid_through', (eb) => eb.fn.countAll<number>().as('count')])
    .where('member_type', '=', 'standard')
    .where('deleted_at', 'is', null)
    .where('paid_through', '>=', from)
    .where('paid_through', '<=', to)
    .groupBy('paid_through')
    .orderBy('paid_through')
    .execute();
  return rows.flatMap((row) => (row.paid_through === null ? [] : [{ day: row.paid_through, count: Number(row.count) }]));
}
