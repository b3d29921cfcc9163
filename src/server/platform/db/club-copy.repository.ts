import { sql } from 'kysely';
import type { Db } from './db';

// What a club's SQLite file holds besides its own rows: SQLite's and Kysely's bookkeeping, the
// FTS5 search index (PostgreSQL keeps pg_trgm indexes instead) and the kept totals and balances,
// which the target's triggers count again as the rows arrive.
const NOT_COPIED = /^(sqlite_|kysely_migration|users_search|row_counts$|member_balances$)/;

/** PostgreSQL allows 65,535 parameters a statement. */
const MAX_PARAMETERS = 60_000;

export interface TableCopy {
  table: string;
  source: number;
  target: number;
}

/** The club's tables in an order where every table comes after the tables it references. */
export async function clubTablesInCopyOrder(source: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(source);
  const tables = rows.map((row) => row.name).filter((name) => !NOT_COPIED.test(name));
  const references = new Map<string, string[]>();
  for (const table of tables) {
    const { rows: keys } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(source);
    references.set(
      table,
      keys.map((key) => key.table).filter((other) => other !== table),
    );
  }
  const ordered: string[] = [];
  const visit = (table: string, path: readonly string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`Tables reference each other in a circle: ${[...path, table].join(' -> ')}`);
    for (const other of references.get(table) ?? []) visit(other, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** True when the PostgreSQL database has no tables of its own yet. */
export async function isEmptyPostgres(target: Db): Promise<boolean> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from information_schema.tables where table_schema = current_schema()`.execute(target);
  return Number(rows[0]?.n ?? 0) === 0;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Copies every row of a table, ids and all, in batches read in rowid order (a table of a million
 * posts never sits in memory whole). Rows a self-reference points at come first, as they were made.
 */
export async function copyTable(source: Db, target: Db, table: string): Promise<void> {
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select rowid as copy_rowid, * from ${sql.table(table)} where rowid > ${after} order by rowid limit 2000`.execute(source);
    const last = rows.at(-1);
    if (!last) return;
    after = Number(last.copy_rowid);
    const columns = Object.keys(last).filter((column) => column !== 'copy_rowid');
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
    for (let start = 0; start < rows.length; start += perStatement) {
      const batch = rows.slice(start, start + perStatement);
      const values = batch.map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`);
      await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values ${sql.join(values)}`.execute(
        target,
      );
    }
  }
}

/** Identity columns start after the copied ids, so the next row PostgreSQL numbers does not collide. */
export async function restartIdentities(target: Db, table: string): Promise<void> {
  const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_identity = 'YES'`.execute(target);
  for (const { column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      target,
    );
  }
}

export async function insertPhotoRow(target: Db, name: string, bytes: Buffer, createdAt: string): Promise<void> {
  await sql`insert into photos (name, bytes, created_at) values (${name}, ${bytes}, ${createdAt})`.execute(target);
}
