import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Tournaments (docs/decisions/tournaments.md): a tournament has 1 to 4 rounds, each on a tee with a
// play window; members enter (or wait for a place); each card is a round backed by a one-player
// match of kind 'tournament_card', so its holes go through the one score writer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('matches').addColumn('kind', 'text', (c) => c.notNull().defaultTo('match')).execute();
  // Which rounds feed the club index: every rated round (0, the default) or outdoor rounds only (1).
  await db.schema.alterTable('club_settings').addColumn('index_outdoor_only', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prize', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('allowance_pct', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('entries_close_at', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer')
    .addColumn('fee_cents', 'integer')
    // JSON [{ name, maxIndexTenths | null }], ascending; null for one field.
    .addColumn('flights', 'text')
    .addColumn('handicap_limit_tenths', 'integer')
    // JSON of the conditions card's fields.
    .addColumn('conditions', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('evidence_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('challenge_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('public_leaderboard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('merit_multiplier_pct', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finalised_at', 'text')
    .execute();

  await db.schema
    .createTable('tournament_rounds')
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('tee_id', 'integer', (c) => c.notNull().references('course_tees.id'))
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_rounds_pk', ['tournament_id', 'number'])
    .execute();

  await db.schema
    .createTable('tournament_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('charge_entry_id', 'integer')
    // Fixed when the first window opens (the index) and when entries close (the flight).
    .addColumn('index_tenths', 'integer')
    .addColumn('flight', 'text')
    .addUniqueConstraint('tournament_entries_member', ['tournament_id', 'user_id'])
    .execute();
  await db.schema.createIndex('tournament_entries_line').on('tournament_entries').columns(['tournament_id', 'status', 'asked_at']).execute();

  await db.schema
    .createTable('tournament_cards')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'integer', (c) => c.notNull().unique().references('matches.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('marker_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('platform', 'text')
    .addColumn('putting_mode', 'text')
    .addColumn('evidence_file', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    // An entrant queried the card in the challenge period; it waits for the committee.
    .addColumn('challenged_at', 'text')
    .addColumn('challenged_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('challenge_reason', 'text')
    .addUniqueConstraint('tournament_cards_attempt', ['tournament_id', 'round_number', 'user_id', 'attempt'])
    .execute();

  // The final places and order of merit points, written once when the committee finalises.
  await db.schema
    .createTable('tournament_results')
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('flight', 'text')
    .addColumn('merit_hundredths', 'integer', (c) => c.notNull())
    .addColumn('finalised_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_results_pk', ['tournament_id', 'user_id'])
    .execute();

  // Mails sent once per member: a window opening, a window closing soon, the results.
  await db.schema
    .createTable('tournament_notices')
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_notices_pk', ['tournament_id', 'user_id', 'kind'])
    .execute();

  // The index an admin sets for a member without a club index yet (their home club's), with a note.
  await db.schema
    .createTable('member_handicaps')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('index_tenths', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('set_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('set_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_handicaps').execute();
  await db.schema.dropTable('tournament_notices').execute();
  await db.schema.dropTable('tournament_results').execute();
  await db.schema.dropTable('tournament_cards').execute();
  await db.schema.dropTable('tournament_entries').execute();
  await db.schema.dropTable('tournament_rounds').execute();
  await db.schema.dropTable('tournaments').execute();
  await db.schema.alterTable('club_settings').dropColumn('index_outdoor_only').execute();
  await db.schema.alterTable('matches').dropColumn('kind').execute();
}
