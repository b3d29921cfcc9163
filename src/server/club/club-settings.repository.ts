import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { ClubSettingsTable } from '../db/schema';

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
