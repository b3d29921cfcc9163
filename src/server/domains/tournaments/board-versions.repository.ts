import { compileOnce, queryBuilder } from '../../platform/db/compile-once';
import type { Db } from '../../platform/db/db';
import type { QueryCreator } from 'kysely';
import type { Database, TournamentRow } from '../../platform/db/schema';

/** The statement that moves a board's version on, making its row the first time, answering the new version. */
export function bumpBoardVersionQuery(db: QueryCreator<Database>, tournamentId: number) {
  return db
    .insertInto('tournament_board_versions')
    .values({ tournament_id: tournamentId, version: 1 })
    .onConflict((oc) => oc.column('tournament_id').doUpdateSet((eb) => ({ version: eb('tournament_board_versions.version', '+', 1) })))
    .returning('version');
}

/**
 * Moves a board's version on in a statement of its own (never inside the write's transaction: on
 * PostgreSQL every save of a field would then race for this one row under SERIALIZABLE and be run
 * again). Answers the new version.
 */
export async function bumpBoardVersionRow(db: Db, tournamentId: number): Promise<number> {
  const { version } = await bumpBoardVersionQuery(db, tournamentId).executeTakeFirstOrThrow();
  return version;
}

// Compiled once: every board read and every live update asks it.
const tournamentWithBoardVersion = compileOnce({ id: -101 }, ({ id }) =>
  queryBuilder
    .selectFrom('tournaments')
    .leftJoin('tournament_board_versions', 'tournament_board_versions.tournament_id', 'tournaments.id')
    .selectAll('tournaments')
    .select('tournament_board_versions.version as board_version')
    .where('tournaments.id', '=', id),
);

/** A tournament with its board's version (0 before any change), in one read. */
export async function findTournamentWithBoardVersion(db: Db, id: number): Promise<{ row: TournamentRow; version: number } | undefined> {
  const [found] = await tournamentWithBoardVersion(db, { id });
  if (!found) return undefined;
  const { board_version: version, ...row } = found;
  return { row, version: version ?? 0 };
}
