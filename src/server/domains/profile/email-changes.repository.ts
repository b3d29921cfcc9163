import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/db';
import type { EmailChangesTable } from '../../platform/db/schema';

/** A new request replaces the member's earlier ones still waiting. */
export async function replacePendingEmailChange(db: Db, row: Insertable<EmailChangesTable>): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', row.user_id).where('confirmed_at', 'is', null).execute();
  await db.insertInto('email_changes').values(row).execute();
}

export function findEmailChangeByHash(db: Db, tokenHash: string) {
  return db.selectFrom('email_changes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Confirms once: a second click (or two at once) finds it done. */
export async function markEmailChangeConfirmed(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('email_changes').set({ confirmed_at: at }).where('id', '=', id).where('confirmed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findPendingEmailOf(db: Db, userId: number, nowIso: string) {
  return db
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}
