import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/db';
import type { Database, TournamentRoundRow, TournamentRow } from '../../platform/db/schema';

export async function insertTournamentRow(db: Db, row: Insertable<Database['tournaments']>): Promise<number> {
  const { id } = await db.insertInto('tournaments').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTournamentRow(db: Db, id: number, changes: Updateable<Database['tournaments']>): Promise<void> {
  await db.updateTable('tournaments').set(changes).where('id', '=', id).execute();
}

export function findTournamentRow(db: Db, id: number): Promise<TournamentRow | undefined> {
  return db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listTournamentRows(db: Db): Promise<TournamentRow[]> {
  return db.selectFrom('tournaments').selectAll().orderBy('entries_close_at', 'desc').orderBy('id', 'desc').execute();
}

/** A tournament's rounds are written whole: the committee's form sends all of them. */
export async function replaceRoundRows(db: Db, tournamentId: number, rounds: TournamentRoundRow[]): Promise<void> {
  await db.deleteFrom('tournament_rounds').where('tournament_id', '=', tournamentId).execute();
  if (rounds.length > 0) await db.insertInto('tournament_rounds').values(rounds).execute();
}

export function listRoundRows(db: Db, tournamentIds: readonly number[]): Promise<TournamentRoundRow[]> {
  if (tournamentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('tournament_rounds').selectAll().where('tournament_id', 'in', tournamentIds).orderBy('tournament_id').orderBy('number').execute();
}
