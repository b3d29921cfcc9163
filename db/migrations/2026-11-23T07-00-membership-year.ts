import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// The membership year: each member's paid-through date, the club's renewal rules, checkouts a
// member opens to renew or pay a balance, reminders sent once per period, and reversing entries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('paid_through', 'text').execute();
  await db.schema.alterTable('users').addColumn('founding_member', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Existing members: a year from their membership payment, else a year from joining. Admins have none.
  const aYearAfter = (isoTime: string) =>
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql.raw(`to_char((${isoTime})::timestamptz at time zone 'UTC' + interval '1 year', 'YYYY-MM-DD')`)
      : sql.raw(`date(${isoTime}, '+1 year')`);
  await sql`
    update users set paid_through = coalesce(
      (select ${aYearAfter('min(occurred_at)')} from account_entries
        where account_entries.user_id = users.id and account_entries.kind = 'membership_payment'),
      ${aYearAfter('created_at')})
    where member_type = 'standard' and deleted_at is null`.execute(db);
  await db.schema.alterTable('club_settings').addColumn('regular_price', 'real', (c) => c.notNull().defaultTo(50)).execute();
  await sql`update club_settings set regular_price = membership_price`.execute(db);
  await db.schema.alterTable('club_settings').addColumn('expiring_days', 'integer', (c) => c.notNull().defaultTo(30)).execute();
  await db.schema.alterTable('club_settings').addColumn('grace_days', 'integer', (c) => c.notNull().defaultTo(14)).execute();
  await db.schema.alterTable('applications').addColumn('founding', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update applications set founding = 1 where paid = 1`.execute(db);

  await db.schema
    .createTable('membership_checkouts')
    // The payment provider's session id.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set once, by whichever of the return page and the webhook gets there first.
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('membership_checkouts_user').on('membership_checkouts').column('user_id').execute();

  await db.schema
    .createTable('membership_reminders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The paid-through date the reminder was about: a renewal starts a new period.
    .addColumn('paid_through', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('membership_reminders_pk', ['user_id', 'paid_through', 'kind'])
    .execute();

  // The built-in test checkout also takes renewals and balances: it shows what is paid and returns to the club.
  await db.schema.alterTable('test_checkout_sessions').addColumn('description', 'text').execute();
  await db.schema.alterTable('test_checkout_sessions').addColumn('success_url', 'text').execute();
  // Receipts carry the statement PDF: JSON [{ filename, contentType, base64 }].
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  await db.schema.alterTable('account_entries').addColumn('reverses_id', 'integer', (c) => c.references('account_entries.id')).execute();
  await db.schema.createIndex('account_entries_reverses').on('account_entries').column('reverses_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('account_entries_reverses').execute();
  await db.schema.alterTable('account_entries').dropColumn('reverses_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await db.schema.alterTable('test_checkout_sessions').dropColumn('success_url').execute();
  await db.schema.alterTable('test_checkout_sessions').dropColumn('description').execute();
  await db.schema.dropTable('membership_reminders').execute();
  await db.schema.dropTable('membership_checkouts').execute();
  await db.schema.alterTable('applications').dropColumn('founding').execute();
  await db.schema.alterTable('club_settings').dropColumn('grace_days').execute();
  await db.schema.alterTable('club_settings').dropColumn('expiring_days').execute();
  await db.schema.alterTable('club_settings').dropColumn('regular_price').execute();
  await db.schema.alterTable('users').dropColumn('founding_member').execute();
  await db.schema.alterTable('users').dropColumn('paid_through').execute();
}
