import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// The committee's dashboard reads, without walking whole tables:
// - the tournament cards waiting for a decision (by status) and the play windows opening or
//   closing in the week ahead (by instant);
// - two more totals kept in row_counts by triggers like the others: every club event, and the
//   pending applications that are paid (ready to approve).
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

interface KeptCount {
  name: string;
  table: string;
  /** Which rows count, written over `{row}`, and the columns it reads; none for every row. */
  where?: { test: (row: string) => string; columns: string[] };
}

const COUNTS: KeptCount[] = [
  { name: 'events', table: 'events' },
  {
    name: 'applications_pending_paid',
    table: 'applications',
    where: { test: (row) => `${row}.status = 'pending' and ${row}.paid = 1`, columns: ['status', 'paid'] },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tournament_cards_status').on('tournament_cards').columns(['status', 'tournament_id']).execute();
  await db.schema.createIndex('tournament_rounds_opens').on('tournament_rounds').column('opens_at').execute();
  await db.schema.createIndex('tournament_rounds_closes').on('tournament_rounds').column('closes_at').execute();
  for (const count of COUNTS) await keepCount(db, count);
}

/** Counts the rows now, then insert, delete and (when a counted column changes) update keep the count. */
async function keepCount(db: Kysely<unknown>, { name, table, where }: KeptCount): Promise<void> {
  const matches = (row: string) => (where ? where.test(row) : onPostgres(db) ? 'true' : '1');
  await sql.raw(`insert into row_counts (name, count) select '${name}', count(*) from ${table} where ${matches(table)}`).execute(db);
  if (onPostgres(db)) {
    await sql
      .raw(
        `create function row_counts_${name}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') and ${matches('old')} then update row_counts set count = count - 1 where name = '${name}'; end if;
          if tg_op in ('INSERT', 'UPDATE') and ${matches('new')} then update row_counts set count = count + 1 where name = '${name}'; end if;
          return null;
        end $$`,
      )
      .execute(db);
    const changes = where ? `insert or delete or update of ${where.columns.join(', ')}` : 'insert or delete';
    await sql.raw(`create trigger row_counts_${name} after ${changes} on ${table} for each row execute function row_counts_${name}()`).execute(db);
    return;
  }
  const bump = (delta: '+' | '-', row: string) => `update row_counts set count = count ${delta} 1 where name = '${name}' and ${matches(row)};`;
  await sql.raw(`create trigger row_counts_${name}_insert after insert on ${table} begin ${bump('+', 'new')} end`).execute(db);
  await sql.raw(`create trigger row_counts_${name}_delete after delete on ${table} begin ${bump('-', 'old')} end`).execute(db);
  if (where) {
    await sql
      .raw(`create trigger row_counts_${name}_update after update of ${where.columns.join(', ')} on ${table} begin ${bump('-', 'old')} ${bump('+', 'new')} end`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, where } of COUNTS) {
    if (onPostgres(db)) {
      await sql.raw(`drop trigger row_counts_${name} on ${table}`).execute(db);
      await sql.raw(`drop function row_counts_${name}()`).execute(db);
    } else {
      for (const change of where ? ['insert', 'delete', 'update'] : ['insert', 'delete']) await sql.raw(`drop trigger row_counts_${name}_${change}`).execute(db);
    }
    await sql.raw(`delete from row_counts where name = '${name}'`).execute(db);
  }
  await db.schema.dropIndex('tournament_rounds_closes').execute();
  await db.schema.dropIndex('tournament_rounds_opens').execute();
  await db.schema.dropIndex('tournament_cards_status').execute();
}
