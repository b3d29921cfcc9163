import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Tee time reservations: date 'YYYY-MM-DD' and time 'HH:mm' are club-local wall-clock values.
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull().check(sql`players between 1 and 4`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('reservations_slot').on('reservations').columns(['date', 'time']).execute();
  // One live reservation per member per slot, whatever the service does.
  await db.schema
    .createIndex('reservations_member_slot_unique')
    .on('reservations')
    .columns(['user_id', 'date', 'time'])
    .unique()
    .where(sql.ref('cancelled_at'), 'is', null)
    .execute();

  // A member's account: the membership payment, charges and payments an admin records.
  await db.schema
    .createTable('account_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('membership_payment', 'charge', 'payment')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_entries_user').on('account_entries').columns(['user_id', 'occurred_at']).execute();
  // The payment pipeline may report one payment twice; its reference is recorded once.
  await db.schema
    .createIndex('account_entries_reference_unique')
    .on('account_entries')
    .columns(['kind', 'reference'])
    .unique()
    .where(sql.ref('reference'), 'is not', null)
    .execute();

  // Secret, resettable calendar feed links; only the token's hash is kept.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['calendar_feeds', 'account_entries', 'reservations']) {
    await db.schema.dropTable(table).execute();
  }
}
