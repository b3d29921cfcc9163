import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// A member's own RSVPs (the events page asks on every visit) were found by reading every RSVP.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('event_rsvps_user').on('event_rsvps').columns(['user_id', 'event_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('event_rsvps_user').execute();
}
