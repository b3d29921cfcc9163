import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Fair tee times: the booking rules and the no-show rule as club settings, no-shows marked on
// reservations, and a waitlist per slot that cancellations fill.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_settings').addColumn('booking_days_ahead', 'integer', (c) => c.notNull().defaultTo(7)).execute();
  await db.schema.alterTable('club_settings').addColumn('max_upcoming_bookings', 'integer', (c) => c.notNull().defaultTo(4)).execute();
  await db.schema.alterTable('club_settings').addColumn('no_show_limit', 'integer', (c) => c.notNull().defaultTo(3)).execute();
  await db.schema.alterTable('club_settings').addColumn('no_show_window_days', 'integer', (c) => c.notNull().defaultTo(90)).execute();
  await db.schema.alterTable('club_settings').addColumn('no_show_suspension_days', 'integer', (c) => c.notNull().defaultTo(14)).execute();
  await db.schema.alterTable('reservations').addColumn('no_show_at', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('no_show_by', 'integer', (c) => c.references('users.id')).execute();
  await db.schema
    .createTable('tee_waitlist')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set when a cancellation booked the party (the reservation made for them), or they left the list.
    .addColumn('reservation_id', 'integer', (c) => c.references('reservations.id'))
    .addColumn('left_at', 'text')
    .execute();
  await db.schema.createIndex('tee_waitlist_slot').on('tee_waitlist').columns(['date', 'time', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tee_waitlist').execute();
  await db.schema.alterTable('reservations').dropColumn('no_show_by').execute();
  await db.schema.alterTable('reservations').dropColumn('no_show_at').execute();
  for (const column of ['no_show_suspension_days', 'no_show_window_days', 'no_show_limit', 'max_upcoming_bookings', 'booking_days_ahead']) {
    await db.schema.alterTable('club_settings').dropColumn(column).execute();
  }
}
