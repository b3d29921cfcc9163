import type { Db } from '../../../platform/db/db';
import type { InvitationTokensTable } from '../../../platform/db/schema';
import type { Insertable, Selectable } from 'kysely';

export async function insertInvitationToken(db: Db, row: Insertable<InvitationTokensTable>): Promise<void> {
  await db.insertInto('invitation_tokens').values(row).execute();
}

export function findInvitationByHash(db: Db, tokenHash: string): Promise<Selectable<InvitationTokensTable> | undefined> {
  return db.selectFrom('invitation_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Spends the token; false when it was already used (two submits at once create one member). */
export async function markInvitationUsed(db: Db, id: number, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('invitation_tokens')
    .set({ used_at: usedAt })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
