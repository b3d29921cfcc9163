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
  const { db, stamp } = isPostgresUrl(location) ? openPostgres(location, log) : openSqlite(location, log);
  changeStamps.set(db, stamp);
  return db;
}

/** Which engine a database (or one of its transactions) runs on, for the few places their SQL differs. */
export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

interface ChangeStamp {
  read: () => string | undefined;
  start: () => Promise<void>;
}

const changeStamps = new WeakMap<Db, ChangeStamp>();

/**
 * Changes whenever the database does. SQLite: `total_changes()` counts every row this connection
 * wrote (rolled back or not, so it only grows), `data_version` moves when another connection (a
 * script, a restore) commits; read straight from the connection, since the read caches ask on every
 * request and going through Kysely cost four times as much. PostgreSQL: this process's writes and
 * commits, and the commit notices of every other process (`postgres-change-stamp.ts`); undefined
 * while not listening. Undefined for a transaction's Db: those always read fresh.
 */
export function changeStampOf(db: Db): string | undefined {
  return changeStamps.get(db)?.read();
}

/** PostgreSQL: starts listening for other processes' changes now, so the caches work from the first request. */
export async function startChangeStamp(db: Db): Promise<void> {
  await changeStamps.get(db)?.start();
}
