import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Secrets at rest: two-factor secrets and app_secrets (the key that signs mail links) are sealed
// with a key kept outside the database (SECRETS_KEY, or the key file beside it). A migration never
// sees that key, so the rows are sealed by start-up right after the migrations, in one
// transaction (src/server/startup.ts); this table records which key that was: its id, a
// fingerprint, never the key. A server started with another key then stops with a clear message
// instead of failing at the first sign-in. One row at most.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('secrets_key')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// The sealed values stay sealed: the previous code cannot read them, so a rollback past this
// migration needs the data of a backup taken before it.
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('secrets_key').execute();
}
