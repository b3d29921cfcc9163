import type { Db } from '../../platform/db/db';

export interface ScoreRow {
  user_id: number;
  hole: number;
  score: number;
  /** Who entered it: the player, or the organizer for them (null on scores from before it was kept). */
  recorded_by: number | null;
}

/** One score per match, player and hole: recording a hole again replaces it. */
export async function upsertScoreRow(
  db: Db,
  row: { match_id: number; user_id: number; hole: number; score: number; notes: string | null; recorded_by: number; recorded_at: string },
): Promise<void> {
  await db
    .insertInto('match_scores')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['match_id', 'user_id', 'hole']).doUpdateSet({
        score: row.score,
        notes: row.notes,
        recorded_by: row.recorded_by,
        recorded_at: row.recorded_at,
      }),
    )
    .execute();
}

export function listScoreRows(db: Db, matchId: number): Promise<ScoreRow[]> {
  return db.selectFrom('match_scores').select(['user_id', 'hole', 'score', 'recorded_by']).where('match_id', '=', matchId).orderBy('hole').execute();
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
