import { isPostgresUrl, openPostgres } from './postgres/postgres-database';
import type { StampedDb } from './change-stamp';
import { openSqlite } from './sqlite-database';

interface OpenOptions {
  /** Called with every query Kysely runs (tests read the SQL back to check its query plan). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

/**
 * Opens the club's database: a `postgres://` address (DATABASE_URL) opens a pool of connections
 * to PostgreSQL; anything else is the path of a SQLite file. Either carries its change stamp.
 */
export function openDatabase(location: string, options: OpenOptions = {}): StampedDb {
  const { onQuery } = options;
  const log =
    onQuery && ((event: { query: { sql: string; parameters: readonly unknown[] } }) => onQuery(event.query.sql, event.query.parameters));
  return isPostgresUrl(location) ? openPostgres(location, log) : openSqlite(location, log);
}
