import type { Db } from '../../platform/db/db';
import type { AccountEntryRow, NewAccountEntryRow } from '../../platform/db/schema';

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
