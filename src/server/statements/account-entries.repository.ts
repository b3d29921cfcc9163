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
 * membership payment is dues charged and paid at once, so it nets to nothing). The statement
 * ledger's sums, in SQL, for lists and counts that must not read every account.
 */
export function usersWithBalanceDue() {
  return sql<number>`(
    select e.user_id
    from account_entries e
    left join account_entries o on o.id = e.reverses_id
    group by e.user_id
    having sum(case e.kind
      when 'charge' then e.amount_cents
      when 'payment' then -e.amount_cents
      when 'reversal' then case o.kind when 'charge' then -o.amount_cents when 'payment' then o.amount_cents else 0 end
      else 0 end) > 0
  )`;
}
