import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Manage Events shows the events not yet over (Upcoming) apart from those that are (Past), each
// paged: both read the events on the one side of now by when they end.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('events_end').on('events').columns(['end_date', 'start_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_end').execute();
}
