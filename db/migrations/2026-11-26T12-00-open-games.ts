import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Looking for a game (docs/decisions/open-games.md): a member posts an open game (a time on their
// own clock, or any time this week; a course or any; a platform, a format, 2 to 4 places, together or
// apart); others join it until it fills, and the last place taken makes it a match.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('open_games')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The start as an instant (UTC ISO); null for "any time this week".
    .addColumn('starts_at', 'text')
    // Joinable until this instant: the start, or a week after posting.
    .addColumn('open_until', 'text', (c) => c.notNull())
    // The zone the host posted in, to show the host's clock beside each reader's.
    .addColumn('host_time_zone', 'text', (c) => c.notNull())
    // The course and tees, or null for any course.
    .addColumn('tee_id', 'integer', (c) => c.references('course_tees.id'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('places', 'integer', (c) => c.notNull())
    // 'together' or 'apart'; a timed game apart stays open to play for apart_days from its start.
    .addColumn('play', 'text', (c) => c.notNull())
    .addColumn('apart_days', 'integer')
    // 'open', 'matched' (the last place was taken: match_id is its match) or 'cancelled'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('match_id', 'integer', (c) => c.references('matches.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('open_games_status_open_until').on('open_games').columns(['status', 'open_until']).execute();

  await db.schema
    .createTable('open_game_players')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('open_games.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('open_game_players_pk', ['game_id', 'user_id'])
    .execute();
  await db.schema.createIndex('open_game_players_user').on('open_game_players').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('open_game_players').execute();
  await db.schema.dropTable('open_games').execute();
}
