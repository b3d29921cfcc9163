import type { Db } from '../../platform/db/db';

/** Everything the club keeps about one member, table by table (secrets such as password hashes left out). */
export async function readMemberData(db: Db, userId: number) {
  const [account, posts, comments, matches, scores, rounds, reservations, accountEntries, applications, auditAboutMember, tournaments, profile] = await Promise.all([
    db.selectFrom('users').select(['id', 'username', 'member_type', 'full_name', 'email', 'phone', 'address', 'time_zone', 'created_at']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('feed_posts').select(['id', 'content', 'image_file', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('match_comments').select(['id', 'match_id', 'content', 'image_file', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('match_participants')
      .innerJoin('matches', 'matches.id', 'match_participants.match_id')
      .select(['matches.id', 'matches.date', 'matches.time', 'matches.creator_id', 'match_participants.joined_at'])
      .where('match_participants.user_id', '=', userId)
      .orderBy('matches.id')
      .execute(),
    db.selectFrom('match_scores').select(['match_id', 'hole', 'score', 'notes', 'recorded_at']).where('user_id', '=', userId).orderBy('match_id').orderBy('hole').execute(),
    // What each round was played with, and who attested or excluded it.
    db
      .selectFrom('rounds')
      .select([
        'match_id',
        'course_name',
        'tee_name',
        'holes',
        'rating_tenths',
        'slope',
        'index_tenths',
        'index_source',
        'course_handicap',
        'playing_handicap',
        'allowance_pct',
        'attested_at',
        'excluded_at',
        'excluded_reason',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('reservations').select(['id', 'date', 'time', 'players', 'created_at', 'cancelled_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('account_entries').select(['id', 'kind', 'amount_cents', 'description', 'occurred_at']).where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('applications')
      .select(['id', 'first_name', 'last_name', 'email', 'phone', 'address', 'golf_experience', 'years_experience', 'handicap', 'handicap_system', 'handicap_reference', 'country', 'time_zone', 'platforms', 'launch_monitor', 'home_course', 'interests', 'status', 'paid', 'paid_at', 'submitted_at'])
      .where('user_id', '=', userId)
      .execute(),
    db.selectFrom('audit_log').select(['action', 'summary', 'created_at']).where('entity_type', '=', 'member').where('entity_id', '=', String(userId)).orderBy('id').execute(),
    readTournamentData(db, userId),
    db
      .selectFrom('member_profiles')
      .select(['photo_file', 'country', 'platforms', 'launch_monitor', 'home_course', 'listed', 'hidden_fields', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { account, posts, comments, matches, scores, rounds, reservations, accountEntries, applications, auditAboutMember, tournaments, profile: profile ?? null };
}

/** The member's tournaments: entries, cards (with the committee's decisions), results and the index the club set for them. */
async function readTournamentData(db: Db, userId: number) {
  const [entries, cards, results, handicap] = await Promise.all([
    db.selectFrom('tournament_entries').select(['tournament_id', 'status', 'asked_at', 'index_tenths', 'flight']).where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('tournament_cards')
      .select(['id', 'tournament_id', 'round_number', 'attempt', 'match_id', 'status', 'opened_at', 'submitted_at', 'platform', 'putting_mode', 'evidence_file', 'decision_reason', 'decided_at', 'challenge_reason'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('tournament_results').select(['tournament_id', 'position', 'flight', 'merit_hundredths', 'finalised_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('member_handicaps').select(['index_tenths', 'note', 'set_at', 'source', 'system', 'reference']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return { entries, cards, results, handicap: handicap ?? null };
}
