import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// A wrong charge or payment is cancelled by a reversing entry. SQLite cannot widen a CHECK in
// place, so account_entries is rebuilt with 'reversal' among its kinds (no reversal can exist
// yet, so no reverses_id points at the old table when it is dropped).
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, sql`kind in ('membership_payment', 'charge', 'payment', 'reversal')`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from account_entries where kind = 'reversal'`.execute(db);
  await rebuild(db, sql`kind in ('membership_payment', 'charge', 'payment')`);
}

async function rebuild(db: Kysely<unknown>, kindCheck: ReturnType<typeof sql>): Promise<void> {
  // PostgreSQL changes a CHECK in place (and would refuse to drop a table its own rows reference).
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table account_entries drop constraint account_entries_kind_check`.execute(db);
    await sql`alter table account_entries add constraint account_entries_kind_check check (${kindCheck})`.execute(db);
    return;
  }
  await db.schema
    .createTable('account_entries_rebuilt')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(kindCheck))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reverses_id', 'integer', (c) => c.references('account_entries.id'))
    .execute();
  await sql`insert into account_entries_rebuilt
    (id, user_id, kind, amount_cents, description, reference, occurred_at, created_by, created_at, reverses_id)
    select id, user_id, kind, amount_cents, description, reference, occurred_at, created_by, created_at, reverses_id from account_entries`.execute(db);
  await db.schema.dropTable('account_entries').execute();
  await db.schema.alterTable('account_entries_rebuilt').renameTo('account_entries').execute();
  await db.schema.createIndex('account_entries_user').on('account_entries').columns(['user_id', 'occurred_at']).execute();
  await db.schema
    .createIndex('account_entries_reference_unique')
    .on('account_entries')
    .columns(['kind', 'reference'])
    .unique()
    .where(sql.ref('reference'), 'is not', null)
    .execute();
  await db.schema.createIndex('account_entries_reverses').on('account_entries').column('reverses_id').unique().execute();
}
