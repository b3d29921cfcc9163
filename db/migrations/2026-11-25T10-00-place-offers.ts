import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// A place freed after an event's RSVP deadline is offered to the next waiting member, who has until
// `offer_expires_at` to take it (status 'offered'); nobody is charged before they say yes.
// A member who drops out after the deadline keeps `charge_entry_id` on their 'not_going' row:
// the fee is held, and returned when their place is taken by someone else.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_rsvps').addColumn('offer_expires_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_rsvps').dropColumn('offer_expires_at').execute();
}
