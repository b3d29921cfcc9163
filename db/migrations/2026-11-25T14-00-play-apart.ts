import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Play from anywhere (docs/decisions/play-from-anywhere.md): a member's own time zone; a match
// played apart until a closing instant; a match on own tees, each player's tee chosen on joining.
export async function up(db: Kysely<unknown>): Promise<void> {
  // An IANA name such as 'Asia/Tokyo'; null until the browser tells us (the club's zone meanwhile).
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
  await db.schema.alterTable('matches').addColumn('apart_closes_at', 'text').execute();
  await db.schema.alterTable('matches').addColumn('own_tees', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('match_participants').addColumn('tee_id', 'integer', (c) => c.references('course_tees.id')).execute();
  // The tee a round was played on (on own tees each player's differs from the match's); null on older rounds, which used the match's.
  await db.schema.alterTable('rounds').addColumn('tee_id', 'integer', (c) => c.references('course_tees.id')).execute();
  // Who is playing now: the scores recorded in the last hours.
  await db.schema.createIndex('match_scores_recorded_at').on('match_scores').column('recorded_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('match_scores_recorded_at').execute();
  await db.schema.alterTable('rounds').dropColumn('tee_id').execute();
  await db.schema.alterTable('match_participants').dropColumn('tee_id').execute();
  await db.schema.alterTable('matches').dropColumn('own_tees').execute();
  await db.schema.alterTable('matches').dropColumn('apart_closes_at').execute();
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
