import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// The admin members list's "balance due" filter summed every account entry of the club on each
// request. Entries are only ever added (a mistake is undone by a reversal), so each member's balance
// is kept beside them: a trigger adds every new entry's effect, as the ledger sums it (a charge
// owes, a payment pays, a reversal undoes the entry it reverses, a membership payment is settled
// already). The ledger stays the record; this is its running total.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const effectOf = (row: string) => `case ${row}.kind
  when 'charge' then ${row}.amount_cents
  when 'payment' then -${row}.amount_cents
  when 'reversal' then coalesce((select case o.kind when 'charge' then -o.amount_cents when 'payment' then o.amount_cents else 0 end
    from account_entries o where o.id = ${row}.reverses_id), 0)
  else 0 end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_balances')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_balances_due')
    .on('member_balances')
    .column('user_id')
    .where(sql.ref('balance_cents'), '>', 0)
    .execute();
  await sql
    .raw(
      `insert into member_balances (user_id, balance_cents) select e.user_id, sum(${effectOf('e')}) from account_entries e group by e.user_id`,
    )
    .execute(db);
  const add = (row: string) => `insert into member_balances (user_id, balance_cents) values (${row}.user_id, ${effectOf(row)})
    on conflict (user_id) do update set balance_cents = member_balances.balance_cents + excluded.balance_cents;`;
  if (onPostgres(db)) {
    await sql
      .raw(`create function member_balances_add() returns trigger language plpgsql as $$ begin ${add('new')} return null; end $$`)
      .execute(db);
    await sql
      .raw('create trigger member_balances_add after insert on account_entries for each row execute function member_balances_add()')
      .execute(db);
    return;
  }
  await sql.raw(`create trigger member_balances_add after insert on account_entries begin ${add('new')} end`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    await sql.raw('drop trigger member_balances_add on account_entries').execute(db);
    await sql.raw('drop function member_balances_add()').execute(db);
  } else {
    await sql.raw('drop trigger member_balances_add').execute(db);
  }
  await db.schema.dropTable('member_balances').execute();
}
