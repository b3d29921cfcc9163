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

/**
 * The members still owed the digest of a day: standard members with an e-mail, not deleted, who
 * did not turn the digest off, with no claim for the day that is queued or still held at `now`.
 */
function owedDigest(db: Db, day: string, now: string) {
  return db
    .selectFrom('users')
    .where('users.member_type', '=', 'standard')
    .where('users.deleted_at', 'is', null)
    .where('users.email', 'is not', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('mail_opt_outs').select('mail_opt_outs.user_id').whereRef('mail_opt_outs.user_id', '=', 'users.id').where('mail_opt_outs.kind', '=', 'weekly_digest'))),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('digest_sends')
            .select('digest_sends.user_id')
            .whereRef('digest_sends.user_id', '=', 'users.id')
            .where('digest_sends.week', '=', day)
            .where((sent) => sent.or([sent('digest_sends.queued_at', 'is not', null), sent('digest_sends.claimed_until', '>', now)])),
        ),
      ),
    );
}

/** The next members owed the day's digest after a member id, in id order. */
export function listOwedDigests(db: Db, day: string, now: string, afterId: number, limit: number) {
  return owedDigest(db, day, now)
    .select(['users.id', 'users.username', 'users.email', 'users.time_zone'])
    .where('users.id', '>', afterId)
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

export async function countOwedDigests(db: Db, day: string, now: string): Promise<number> {
  const row = await owedDigest(db, day, now)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The day's claims so far (queued or held) and the highest member id among them. */
export async function digestDayProgress(db: Db, day: string): Promise<{ claimed: number; lastUserId: number }> {
  const row = await db
    .selectFrom('digest_sends')
    .select((eb) => [eb.fn.countAll<number>().as('claimed'), eb.fn.max<number | null>('user_id').as('last')])
    .where('week', '=', day)
    .executeTakeFirstOrThrow();
  return { claimed: Number(row.claimed), lastUserId: Number(row.last ?? 0) };
}

/**
 * Claims the day's digest of these members for one batch until `until`: a member nobody claimed,
 * or whose claim ran out before it was queued (a process stopped between claim and queue). One
 * statement, so two processes claiming at once never both get a member, on SQLite or PostgreSQL.
 * Answers the members this batch holds.
 */
export async function claimDigests(db: Db, userIds: readonly number[], day: string, claim: { holder: string; now: string; until: string }): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insertInto('digest_sends')
    .values(userIds.map((userId) => ({ user_id: userId, week: day, sent_at: claim.now, holder: claim.holder, claimed_until: claim.until, queued_at: null })))
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'week'])
        .doUpdateSet({ holder: claim.holder, claimed_until: claim.until, sent_at: claim.now })
        .where('digest_sends.queued_at', 'is', null)
        .where('digest_sends.claimed_until', '<=', claim.now),
    )
    .returning('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** The batch's members are done for the day (queued, or found not to want it). */
export async function markDigestsQueued(db: Db, userIds: readonly number[], day: string, holder: string, now: string): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('digest_sends')
    .set({ queued_at: now })
    .where('week', '=', day)
    .where('holder', '=', holder)
    .where('queued_at', 'is', null)
    .where('user_id', 'in', userIds)
    .execute();
}
