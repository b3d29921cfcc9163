import { sql } from 'kysely';
import type { Db } from '../db';

/** The channel every process of a PostgreSQL club listens on to learn that the data changed. */
export const CHANGE_NOTICE_CHANNEL = 'club_changes';

export const CHANGE_NOTICE_TRIGGER = 'club_change_notice';

/**
 * PostgreSQL: every table of the club tells the listening processes, once per transaction and only
 * when it commits (NOTIFY is transactional), that its data changed, naming itself, so their read caches can keep
 * what they read until then (`postgres-change-stamp.ts`). Run after the migrations at every start:
 * a table a new migration adds gets its trigger without the migration having to remember.
 * Several processes may start at once; an advisory lock lets one of them in at a time.
 */
export async function ensureChangeNotices(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${CHANGE_NOTICE_TRIGGER}))`.execute(trx);
    await sql
      .raw(
        `create or replace function ${CHANGE_NOTICE_TRIGGER}() returns trigger language plpgsql as $$
         begin perform pg_notify('${CHANGE_NOTICE_CHANNEL}', TG_TABLE_NAME); return null; end $$`,
      )
      .execute(trx);
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = current_schema() and c.relname not like 'kysely_migration%'
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${CHANGE_NOTICE_TRIGGER})
      order by c.relname`.execute(trx);
    for (const { name } of rows) {
      await sql`create trigger ${sql.id(CHANGE_NOTICE_TRIGGER)} after insert or update or delete or truncate on ${sql.id(name)}
        for each statement execute function ${sql.id(CHANGE_NOTICE_TRIGGER)}()`.execute(trx);
    }
  });
}

/** The tables that notify, for the test that every one does. */
export async function tablesWithChangeNotices(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname = ${CHANGE_NOTICE_TRIGGER} order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}
