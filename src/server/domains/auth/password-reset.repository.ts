import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db';
import type { PasswordResetTokensTable, UserRow } from '../../platform/db/schema';

export async function insertPasswordResetToken(db: Db, row: Insertable<PasswordResetTokensTable>): Promise<void> {
  await db.insertInto('password_reset_tokens').values(row).execute();
}

export function findPasswordResetByHash(db: Db, tokenHash: string): Promise<Selectable<PasswordResetTokensTable> | undefined> {
  return db.selectFrom('password_reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function markPasswordResetUsed(db: Db, id: number, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: usedAt })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new link replaces the member's earlier unused ones. */
export async function expireUnusedResets(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();
}
