import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// A browser that signed in successfully before: strangers' failed passwords do not slow it down.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trusted_devices_user').on('trusted_devices').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trusted_devices').execute();
}
