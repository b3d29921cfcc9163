import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/db';
import type { ClubSettingsTable } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';

export type ClubSettingsRow = Selectable<ClubSettingsTable>;

export function findClubSettings(db: Db): Promise<ClubSettingsRow | undefined> {
  return db.selectFrom('club_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function insertClubSettingsIfMissing(db: Db, row: Insertable<ClubSettingsTable>): Promise<void> {
  await db.insertInto('club_settings').values(row).onConflict((oc) => oc.column('id').doNothing()).execute();
}

export async function updateClubSettingsRow(db: Db, changes: Updateable<Omit<ClubSettingsTable, 'id'>>): Promise<void> {
  await db.updateTable('club_settings').set(changes).where('id', '=', 1).execute();
}

/** Sets a club picture's stored name and answers the one it replaced (to delete after the commit). */
export async function replaceClubImageFile(db: Db, column: 'logo_file' | 'hero_file', file: string | null, now: string): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('club_settings').select(column).where('id', '=', 1).executeTakeFirstOrThrow();
    await trx.updateTable('club_settings').set({ [column]: file, updated_at: now }).where('id', '=', 1).execute();
    return row[column];
  });
}

export async function findClubImageFiles(db: Db): Promise<{ logo_file: string | null; hero_file: string | null }> {
  return db.selectFrom('club_settings').select(['logo_file', 'hero_file']).where('id', '=', 1).executeTakeFirstOrThrow();
}
