import type { Db } from '../server/platform/db/db';
import type { AccountEntryRow } from '../server/platform/db/schema';

/** An account entry at a given instant, as an admin would have recorded it. */
export function insertAccountEntryRow(
  db: Db,
  row: Pick<AccountEntryRow, 'user_id' | 'kind' | 'amount_cents' | 'occurred_at'> & Partial<Pick<AccountEntryRow, 'description'>>,
): Promise<AccountEntryRow> {
  return db
    .insertInto('account_entries')
    .values({ description: row.kind === 'charge' ? 'Pro shop' : 'Payment received', reference: null, created_by: null, created_at: new Date().toISOString(), ...row })
    .returningAll()
    .executeTakeFirstOrThrow();
}
