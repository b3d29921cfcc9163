import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Rate limits live in the database so they survive restarts and hold across processes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // Milliseconds since the epoch.
    .addColumn('at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_bucket_key_at').on('rate_events').columns(['bucket', 'key', 'at']).execute();
  await db.schema.createIndex('rate_events_at').on('rate_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_events').execute();
}
