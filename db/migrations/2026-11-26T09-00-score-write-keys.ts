import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Offline scorecards (docs/decisions/play-from-anywhere.md): a phone keeps each hole and sends it
// when it has a connection, with a key of its own. Every key a score write used is kept, so the
// same write sent again (its answer was lost) is recognised, changes nothing and is not audited
// twice, and an old write arriving late never undoes a correction made after it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('score_write_keys')
    .addColumn('write_key', 'text', (c) => c.primaryKey())
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hole', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('score_write_keys_match').on('score_write_keys').column('match_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('score_write_keys').execute();
}
