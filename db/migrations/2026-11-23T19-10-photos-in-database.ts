import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// A club on PostgreSQL may run several app processes: its photos live here, where every process
// reads them, instead of on one machine's disk. (A SQLite club keeps them under UPLOADS_DIR.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photos')
    // The stored name, with its folder: club/club-logo-<hex>-128.png, events/..., <hex>.webp.
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photos').execute();
}
