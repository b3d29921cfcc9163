import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Events may have a capacity, an RSVP deadline and an entry fee; members answer going or not
// going, and going past the capacity puts them on the waitlist in the order they asked.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('capacity', 'integer').execute();
  await db.schema.alterTable('events').addColumn('rsvp_deadline', 'text').execute();
  await db.schema.alterTable('events').addColumn('fee_cents', 'integer').execute();
  await db.schema
    .createTable('event_rsvps')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // 'going', 'waitlisted' or 'not_going'
    .addColumn('status', 'text', (c) => c.notNull())
    // The waitlist's order: when the member asked to go.
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // The entry-fee charge while going (reversed when they drop out in time).
    .addColumn('charge_entry_id', 'integer', (c) => c.references('account_entries.id'))
    .addUniqueConstraint('event_rsvps_event_user', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_rsvps_event_status').on('event_rsvps').columns(['event_id', 'status', 'asked_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_rsvps').execute();
  for (const column of ['fee_cents', 'rsvp_deadline', 'capacity']) await db.schema.alterTable('events').dropColumn(column).execute();
}
