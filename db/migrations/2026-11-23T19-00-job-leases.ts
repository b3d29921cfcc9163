import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Several app processes may share one (PostgreSQL) database: a scheduled job takes its lease here
// first, so each due run happens in one process only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    // Which process holds it (host and pid), for people reading the table.
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('leased_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
