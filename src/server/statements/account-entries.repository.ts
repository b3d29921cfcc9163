import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AccountEntryRow, NewAccountEntryRow } from '../db/schema';

export function listAccountEntries(db: Db, userId: number): Promise<AccountEntryRow[]> {
  return db.selectFrom('account_entries').selectAll().where('user_id', '=', userId).orderBy('occurred_at').orderBy('id').execute();
}

export function insertAccountEntry(db: Db, row: NewAccountEntryRow): Promise<AccountEntryRow> {
  return db.insertInto('account_entries').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findEntryByReference(db: Db, kind: AccountEntryRow['kind'], reference: string): Promise<AccountEntryRow | undefined> {
  return db.selectFrom('account_entries').selectAll().where('kind', '=', kind).where('reference', '=', reference).executeTakeFirst();
}

export function findAccountEntry(db: Db, id: number): Promise<AccountEntryRow | undefined> {
  return db.selectFrom('account_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The ids of members who owe money: charges less payments, a reversal undoing its entry (a
 * membership payment is dues charged and paid at once, so it nets to nothing). Read from the
 * balances a trigger keeps as entries are added (`member_balances`), so lists and counts never sum
 * every account; the statement ledger is the record they are summed from.
 */
export function usersWithBalanceDue() {
  return sql<number>`(select user_id from member_balances where balance_cents > 0)`;
}
