import { compileOnce, queryBuilder } from '../../platform/db/compile-once';
import type { Db } from '../../platform/db/db';

export interface ScoreRow {
  user_id: number;
  hole: number;
  score: number;
  /** Who entered it: the player, or the organizer for them (null on scores from before it was kept). */
  recorded_by: number | null;
}

/** A hole's score as it is written (a type, not an interface: compileOnce takes it as its slots). */
type ScoreWrite = {
  match_id: number;
  user_id: number;
  hole: number;
  score: number;
  notes: string | null;
  recorded_by: number;
  recorded_at: string;
};

const scoreExample: ScoreWrite = { match_id: -101, user_id: -102, hole: -103, score: -104, notes: 'slot:notes', recorded_by: -105, recorded_at: 'slot:recorded_at' };

// Both compiled once: every hole saved runs them.
const scoreUpserted = compileOnce(scoreExample, (row) =>
  queryBuilder
    .insertInto('match_scores')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['match_id', 'user_id', 'hole']).doUpdateSet({
        score: row.score,
        notes: row.notes,
        recorded_by: row.recorded_by,
        recorded_at: row.recorded_at,
      }),
    ),
);

const scoresOfMatch = compileOnce({ matchId: -101 }, ({ matchId }) =>
  queryBuilder.selectFrom('match_scores').select(['user_id', 'hole', 'score', 'recorded_by']).where('match_id', '=', matchId).orderBy('hole'),
);

/** One score per match, player and hole: recording a hole again replaces it. */
export async function upsertScoreRow(db: Db, row: ScoreWrite): Promise<void> {
  await scoreUpserted(db, row);
}

export function listScoreRows(db: Db, matchId: number): Promise<ScoreRow[]> {
  return scoresOfMatch(db, { matchId });
}

export async function deleteScoresOf(db: Db, matchId: number, userId: number): Promise<void> {
  await db.deleteFrom('match_scores').where('match_id', '=', matchId).where('user_id', '=', userId).execute();
}

/** Who entered the scores of a player's card: the player, or the organizer for them. */
export async function listRecordersOf(db: Db, matchId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('match_scores')
    .select('recorded_by')
    .distinct()
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .execute();
  return rows.flatMap((row) => (row.recorded_by === null ? [] : [row.recorded_by]));
}

/** The cards (a match and a player) with a score recorded since `since`, each once (read through the index on when scores came). */
export async function listCardsScoredSince(db: Db, since: string): Promise<{ match_id: number; user_id: number }[]> {
  const rows = await db.selectFrom('match_scores').select(['match_id', 'user_id']).where('recorded_at', '>=', since).execute();
  return [...new Map(rows.map((row) => [`${row.match_id}:${row.user_id}`, row])).values()];
}

/** Holes scored on each card of these matches, when its last score came, and its player (deleted accounts left out). */
export function countHolesOfMatches(db: Db, matchIds: readonly number[]): Promise<{ match_id: number; user_id: number; username: string; full_name: string | null; holes: number; last: string }[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('match_scores')
    .innerJoin('users', 'users.id', 'match_scores.user_id')
    .select((eb) => ['match_scores.match_id', 'match_scores.user_id', 'users.username', 'users.full_name', eb.fn.countAll<number>().as('holes'), eb.fn.max('match_scores.recorded_at').as('last')])
    .where('match_scores.match_id', 'in', matchIds)
    .where('users.deleted_at', 'is', null)
    .groupBy(['match_scores.match_id', 'match_scores.user_id', 'users.username', 'users.full_name'])
    .execute();
}
