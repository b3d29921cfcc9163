import { type Kysely, PostgresAdapter } from 'kysely';
import { isPostgresUrl, openPostgres } from './postgres-database';
import type { Database } from './schema';
import { openSqlite } from './sqlite-database';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

interface OpenOptions {
  /** Called with every query Kysely runs (tests read the SQL back to check its query plan). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

/**
 * Opens the club's database: a `postgres://` address (DATABASE_URL) opens a pool of connections
 * to PostgreSQL; anything else is the path of a SQLite file.
 */
export function openDatabase(location: string, options: OpenOptions = {}): Db {
  const { onQuery } = options;
  const log =
    onQuery && ((event: { query: { sql: string; parameters: readonly unknown[] } }) => onQuery(event.query.sql, event.query.parameters));
  if (isPostgresUrl(location)) return openPostgres(location, log);
  const { db, readStamp } = openSqlite(location, log);
  stampReaders.set(db, readStamp);
  return db;
}

/** Which engine a database (or one of its transactions) runs on, for the few places their SQL differs. */
export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

const stampReaders = new WeakMap<Db, () => string>();

/**
 * Changes whenever the database does: `total_changes()` counts every row this connection wrote
 * (rolled back or not, so it only grows), `data_version` moves when another connection (a script,
 * a restore) commits. Read straight from the connection: the read caches ask on every request,
 * and going through Kysely cost four times as much. Undefined for a transaction's Db, and on
 * PostgreSQL, where another process may write at any time: those always read fresh.
 */
export function changeStampOf(db: Db): string | undefined {
  return stampReaders.get(db)?.();
}
