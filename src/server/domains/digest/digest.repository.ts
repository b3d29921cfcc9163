import type { Db } from '../../platform/db/db';

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

/** Claims this week's digest for a member; false when it was already sent (another run, a restart). */
export async function claimDigest(db: Db, userId: number, week: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('digest_sends')
    .values({ user_id: userId, week, sent_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
