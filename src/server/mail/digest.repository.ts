import type { Db } from '../db/database';

/** The matches with the most comments since an instant: the week's talk of the club. */
export function listMostCommentedMatches(db: Db, sinceIso: string, limit: number) {
  return db
    .selectFrom('match_comments')
    .innerJoin('matches', 'matches.id', 'match_comments.match_id')
    .select(['matches.id', 'matches.date', 'matches.result_summary', (eb) => eb.fn.countAll<number>().as('comments')])
    .where('match_comments.created_at', '>=', sinceIso)
    .groupBy('matches.id')
    .orderBy('comments', 'desc')
    .orderBy('matches.id', 'desc')
    .limit(limit)
    .execute();
}
