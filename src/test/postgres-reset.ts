import { sql } from 'kysely';
import type { Db } from '../server/platform/db/db';

/**
 * What lets a test's PostgreSQL database go back to the migrated template's rows for the next test,
 * instead of a new copy of the template for every test and a drop after it (under the suite's load
 * the copy took 283 ms and the drop 84 ms a test, docs/decisions/test-speed.md). Installed in the
 * template after its migrations, so every copy has it:
 * - `test_reset.<table>`: the template's rows of each table that has some (the admin, the settings,
 *   the migrations' own bookkeeping), and `test_reset.sequences` where each sequence stood;
 * - on every table a statement trigger that marks it written: `nextval` of a sequence of its own,
 *   which takes no lock a test's transactions could wait on and no part in their serializable checks
 *   (a row in a shared table would do both);
 * - an event trigger that notes any change to the schema (a test that migrates, or makes a table):
 *   such a database is dropped rather than used again;
 * - `test_reset.reset()`: ends every other connection to the database, empties the tables written
 *   with triggers and foreign keys asleep, puts the template's rows and the sequences that moved
 *   back; false when the schema changed.
 * Emptied by DELETE, which costs what the few rows cost (TRUNCATE makes new files for every table and
 * index: 85 against 22 ms a test on a quiet machine, the step 266-278 against 240-256 s), but for a
 * table holding template rows that no foreign key names (the kept totals, updated by triggers on
 * every member added): there the pruning of a full page put the rows back out of order once. Rows still
 * come back in the order they are written, as in a new copy, because the throwaway cluster runs
 * without autovacuum (`throwaway-postgres.ts`): only VACUUM offers a deleted row's room to a later
 * row, and a test once read two mails without an order and got them reversed that way.
 */
export async function installTestReset(db: Db): Promise<void> {
  await sql`create schema test_reset`.execute(db);
  const { rows: tables } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  await sql`create table test_reset.marks (tablename text primary key, mark text not null)`.execute(db);
  await sql`
    create function test_reset.mark_written() returns trigger language plpgsql as $$
    begin
      perform nextval(tg_argv[0]::regclass);
      return null;
    end $$`.execute(db);
  for (const [index, { name }] of tables.entries()) {
    const { rows } = await sql<{ some: boolean }>`select exists (select 1 from ${sql.table(`public.${name}`)}) as some`.execute(db);
    if (rows[0]?.some) await sql`create table ${sql.table(`test_reset.${name}`)} as table ${sql.table(`public.${name}`)}`.execute(db);
    const mark = `test_reset.written_${index}`;
    await sql`create sequence ${sql.raw(mark)}`.execute(db);
    await sql`insert into test_reset.marks values (${name}, ${mark})`.execute(db);
    await sql`
      create trigger test_reset_written after insert or update or delete or truncate on ${sql.table(`public.${name}`)}
      for each statement execute function test_reset.mark_written(${sql.lit(mark)})`.execute(db);
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
      emptied text[];
      item record;
    begin
      perform pg_terminate_backend(pid, 10000) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid();
      if exists (select 1 from test_reset.schema_changes) then return false; end if;
      -- The tables written (a cascade from another table marks its own: its statements fire triggers too).
      select array_agg(m.tablename) into emptied
      from test_reset.marks m join pg_sequences s on format('%I.%I', s.schemaname, s.sequencename) = m.mark
      where s.last_value is not null;
      if emptied is not null then
        -- Foreign keys asleep too (they are triggers): the tables go in any order.
        set local session_replication_role = replica;
        -- A table with rows of the template's that no foreign key names (the kept totals) is
        -- truncated: updated many times, its page is pruned of dead rows as it fills, and rows put
        -- back by a delete then land in the holes, out of the template's order.
        for item in select unnest(emptied) as name loop
          if exists (select 1 from pg_tables t where t.schemaname = 'test_reset' and t.tablename = item.name)
            and not exists (select 1 from pg_constraint k where k.contype = 'f' and k.confrelid = format('public.%I', item.name)::regclass) then
            execute format('truncate public.%I', item.name);
          else
            execute format('delete from public.%I', item.name);
          end if;
        end loop;
        for item in
          select t.tablename as name from pg_tables t
          where t.schemaname = 'test_reset' and t.tablename = any (emptied)
        loop
          execute format('insert into public.%I overriding system value select * from test_reset.%I', item.name, item.name);
        end loop;
      end if;
      for item in
        select saved.* from test_reset.sequences saved join pg_sequences s on format('%I.%I', s.schemaname, s.sequencename) = saved.name
        where s.last_value is distinct from (case when saved.called then saved.value end)
      loop
        perform setval(item.name, item.value, item.called);
      end loop;
      perform setval(mark::regclass, 1, false) from test_reset.marks where tablename = any (emptied);
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
