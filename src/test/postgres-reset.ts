import { sql } from 'kysely';
import type { Db } from '../server/platform/db/db';

/**
 * What lets a test's PostgreSQL database go back to the migrated template's rows for the next test,
 * instead of a new copy of the template for every test and a drop after it (under the suite's load
 * the copy took 283 ms and the drop 84 ms a test, docs/decisions/test-speed.md). Installed in the
 * template after its migrations, so every copy has it:
 * - `test_reset.<table>`: the template's rows of each table that has some (the admin, the settings,
 *   the migrations' own bookkeeping), and `test_reset.sequences` where each sequence stood;
 * - an event trigger that notes any change to the schema (a test that migrates, or makes a table):
 *   such a database is dropped rather than used again;
 * - `test_reset.reset()`: ends every other connection to the database, empties every table (triggers
 *   asleep while the rows go back), puts the template's rows and sequences back; false when the schema changed.
 */
export async function installTestReset(db: Db): Promise<void> {
  await sql`create schema test_reset`.execute(db);
  const { rows: tables } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  for (const { name } of tables) {
    const { rows } = await sql<{ some: boolean }>`select exists (select 1 from ${sql.table(`public.${name}`)}) as some`.execute(db);
    if (rows[0]?.some) await sql`create table ${sql.table(`test_reset.${name}`)} as table ${sql.table(`public.${name}`)}`.execute(db);
  }
  await sql`
    create table test_reset.sequences as
    select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value) as value, last_value is not null as called
    from pg_sequences where schemaname = 'public'`.execute(db);
  await sql`create table test_reset.schema_changes (command text not null)`.execute(db);
  await sql`
    create function test_reset.note_schema_change() returns event_trigger language plpgsql as $$
    begin
      insert into test_reset.schema_changes values (tg_tag);
    end $$`.execute(db);
  await sql`
    create function test_reset.reset() returns boolean language plpgsql as $$
    declare
      item record;
    begin
      perform pg_terminate_backend(pid, 10000) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid();
      if exists (select 1 from test_reset.schema_changes) then return false; end if;
      -- Every table in one statement, so no foreign key stands in the way. Truncated rather than
      -- deleted: new, empty files, so rows come back in the order they are written, as in a new copy
      -- (deleted rows leave room that later rows fill first, and a read without an order showed it).
      execute (select 'truncate ' || string_agg(format('public.%I', tablename), ', ') from pg_tables where schemaname = 'public');
      set local session_replication_role = replica;
      for item in select tablename as name from pg_tables where schemaname = 'test_reset' and tablename not in ('sequences', 'schema_changes') loop
        execute format('insert into public.%I overriding system value select * from test_reset.%I', item.name, item.name);
      end loop;
      for item in select * from test_reset.sequences loop
        perform setval(item.name, item.value, item.called);
      end loop;
      return true;
    end $$`.execute(db);
  await sql`create event trigger test_reset_schema_changes on ddl_command_end execute function test_reset.note_schema_change()`.execute(db);
}

/** Puts the database back as the template left it; false when a test changed its schema (drop it instead). */
export async function resetTestDatabase(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ reset: boolean }>('select test_reset.reset() as reset');
    return rows[0]?.reset === true;
  } finally {
    await client.end();
  }
}
