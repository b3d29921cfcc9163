import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// The golf season: courses and tees with ratings (tenths) and per-hole par and stroke index,
// matches played on a tee with a format, a snapshot per player and match of what the round was
// played with, attestation and exclusion of rounds, season settings, and result posts in the feed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'simulator' or 'outdoor'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .execute();
  await db.schema
    .createTable('course_tees')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // 'men' or 'women': ratings and stroke indexes differ
    .addColumn('gender', 'text', (c) => c.notNull())
    // JSON arrays of 18 whole numbers, hole 1 first
    .addColumn('pars', 'text', (c) => c.notNull())
    .addColumn('stroke_indexes', 'text', (c) => c.notNull())
    .addColumn('rating_tenths', 'integer', (c) => c.notNull())
    .addColumn('slope', 'integer', (c) => c.notNull())
    .addColumn('front_rating_tenths', 'integer', (c) => c.notNull())
    .addColumn('front_slope', 'integer', (c) => c.notNull())
    .addColumn('back_rating_tenths', 'integer', (c) => c.notNull())
    .addColumn('back_slope', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .execute();
  await db.schema.createIndex('course_tees_course').on('course_tees').column('course_id').execute();

  await db.schema.alterTable('matches').addColumn('tee_id', 'integer', (c) => c.references('course_tees.id')).execute();
  // '18', 'front' or 'back'; null for a casual match without a course
  await db.schema.alterTable('matches').addColumn('holes', 'text').execute();
  // 'stroke', 'stableford' or 'match'
  await db.schema.alterTable('matches').addColumn('format', 'text').execute();
  await db.schema.alterTable('matches').addColumn('allowance_pct', 'integer').execute();
  // Set once, when the result is known: the result post goes out exactly once.
  await db.schema.alterTable('matches').addColumn('completed_at', 'text').execute();
  // One line for lists ("alice won 3 & 2"), kept up to date when a score is corrected.
  await db.schema.alterTable('matches').addColumn('result_summary', 'text').execute();

  await db.schema
    .createTable('rounds')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // The snapshot, taken when the player's first score is recorded: later tee edits never change it.
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('tee_name', 'text', (c) => c.notNull())
    .addColumn('holes', 'text', (c) => c.notNull())
    // JSON arrays for the holes of the round, in order: hole numbers, pars, stroke indexes
    .addColumn('hole_numbers', 'text', (c) => c.notNull())
    .addColumn('pars', 'text', (c) => c.notNull())
    .addColumn('stroke_indexes', 'text', (c) => c.notNull())
    .addColumn('rating_tenths', 'integer', (c) => c.notNull())
    .addColumn('slope', 'integer', (c) => c.notNull())
    // The player's club index then (null before they had one), and the handicaps it gave
    .addColumn('index_tenths', 'integer')
    .addColumn('course_handicap', 'integer')
    .addColumn('playing_handicap', 'integer', (c) => c.notNull())
    .addColumn('allowance_pct', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attested_by', 'integer', (c) => c.references('users.id'))
    .addColumn('attested_at', 'text')
    .addColumn('excluded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('excluded_at', 'text')
    .addColumn('excluded_reason', 'text')
    .addUniqueConstraint('rounds_match_user', ['match_id', 'user_id'])
    .execute();
  await db.schema.createIndex('rounds_user').on('rounds').column('user_id').execute();

  await db.schema.alterTable('club_settings').addColumn('season_start', 'text').execute();
  await db.schema.alterTable('club_settings').addColumn('season_end', 'text').execute();
  await db.schema.alterTable('club_settings').addColumn('leaderboard_rounds', 'integer', (c) => c.notNull().defaultTo(8)).execute();
  await db.schema.alterTable('users').addColumn('post_results', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('feed_posts').addColumn('match_id', 'integer', (c) => c.references('matches.id').onDelete('cascade')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feed_posts').dropColumn('match_id').execute();
  await db.schema.alterTable('users').dropColumn('post_results').execute();
  for (const column of ['leaderboard_rounds', 'season_end', 'season_start']) await db.schema.alterTable('club_settings').dropColumn(column).execute();
  await db.schema.dropTable('rounds').execute();
  for (const column of ['result_summary', 'completed_at', 'allowance_pct', 'format', 'holes', 'tee_id']) await db.schema.alterTable('matches').dropColumn(column).execute();
  await db.schema.dropTable('course_tees').execute();
  await db.schema.dropTable('courses').execute();
}
