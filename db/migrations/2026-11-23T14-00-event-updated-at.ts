import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// When an event last changed: the members' calendar feeds bump SEQUENCE so calendar apps update it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('updated_at', 'text').execute();
  await sql`update events set updated_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('updated_at').execute();
}
