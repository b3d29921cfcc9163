import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/db';
import type { Database, TournamentResultRow, TournamentRoundRow, TournamentRow } from '../../platform/db/schema';

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

/** Which tournaments a list holds: all of them, or only those whose board the committee published. */
export interface TournamentListScope {
  publishedOnly?: boolean;
}

/** Every tournament not yet finalised (a club plays a handful at a time), the latest entry deadline first. */
export function listCurrentTournamentRows(db: Db, { publishedOnly = false }: TournamentListScope = {}): Promise<TournamentRow[]> {
  return db
    .selectFrom('tournaments')
    .selectAll()
    .where('finalised_at', 'is', null)
    .$if(publishedOnly, (query) => query.where('public_leaderboard', '=', 1))
    .orderBy('entries_close_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A tournament's place in the list's order: its entry deadline, then its id. */
export interface TournamentPlace {
  entriesCloseAt: string;
  id: number;
}

/** Finalised tournaments, the latest first, after a place in that order. */
export function listPastTournamentRows(db: Db, before: TournamentPlace | null, limit: number, { publishedOnly = false }: TournamentListScope = {}): Promise<TournamentRow[]> {
  return db
    .selectFrom('tournaments')
    .selectAll()
    .where('finalised_at', 'is not', null)
    .$if(publishedOnly, (query) => query.where('public_leaderboard', '=', 1))
    .$if(before !== null, (query) =>
      query.where((eb) => eb(eb.refTuple('entries_close_at', 'id'), '<', eb.tuple(before?.entriesCloseAt ?? '', before?.id ?? 0))),
    )
    .orderBy('entries_close_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
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

/** Marks a tournament finalised once: true when this call did (two committee members at once: one). */
export async function markFinalised(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('tournaments').set({ finalised_at: at }).where('id', '=', id).where('finalised_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertResultRows(db: Db, rows: TournamentResultRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('tournament_results').values(rows).execute();
}

/** Every finalised result in a span of time, with the member's names, for the order of merit. */
export function listResultsBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('tournament_results')
    .innerJoin('users', 'users.id', 'tournament_results.user_id')
    .select(['tournament_results.tournament_id', 'tournament_results.user_id', 'tournament_results.merit_hundredths', 'users.username', 'users.full_name'])
    .where('tournament_results.finalised_at', '>=', from)
    .where('tournament_results.finalised_at', '<', to)
    .where('users.deleted_at', 'is', null)
    .execute();
}

export async function setRoundCloses(db: Db, tournamentId: number, number: number, closesAt: string): Promise<void> {
  await db.updateTable('tournament_rounds').set({ closes_at: closesAt }).where('tournament_id', '=', tournamentId).where('number', '=', number).execute();
}

/** Round windows opening or closing in [from, to) (UTC ISO), with their tournament's name, soonest first. */
export function listWindowsChangingBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('tournament_rounds')
    .innerJoin('tournaments', 'tournaments.id', 'tournament_rounds.tournament_id')
    .select(['tournament_rounds.tournament_id', 'tournament_rounds.number', 'tournament_rounds.opens_at', 'tournament_rounds.closes_at', 'tournaments.name'])
    .where((eb) =>
      eb.or([
        eb.and([eb('tournament_rounds.opens_at', '>=', from), eb('tournament_rounds.opens_at', '<', to)]),
        eb.and([eb('tournament_rounds.closes_at', '>=', from), eb('tournament_rounds.closes_at', '<', to)]),
      ]),
    )
    .execute();
}
