import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type SqliteDatabase, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

interface OpenOptions {
  /** Called with every query Kysely runs (tests read the SQL back to check its query plan). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

/** Opens the club's SQLite file in WAL mode with foreign keys and a busy timeout. */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const { onQuery } = options;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    ...(onQuery && { log: (event) => onQuery(event.query.sql, event.query.parameters) }),
  });
  // Two prepared statements cost half of the one query over the pragma_data_version table.
  const dataVersion = sqlite.prepare<[], number>('pragma data_version').pluck();
  const totalChanges = sqlite.prepare<[], number>('select total_changes()').pluck();
  stampReaders.set(db, () => `${dataVersion.get() ?? 0}:${totalChanges.get() ?? 0}`);
  return db;
}

const stampReaders = new WeakMap<Db, () => string>();

/**
 * Changes whenever the database does: `total_changes()` counts every row this connection wrote
 * (rolled back or not, so it only grows), `data_version` moves when another connection (a script,
 * a restore) commits. Read straight from the connection: the read caches ask on every request,
 * and going through Kysely cost four times as much. Undefined for a transaction's Db.
 */
export function changeStampOf(db: Db): string | undefined {
  return stampReaders.get(db)?.();
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query's SQL again on each run; preparing was a tenth of a request's time.
 * The same SQL text reuses its prepared statement, unless that one is still being iterated.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        // A bounded cache: SQL built with a varying number of values must not grow it forever.
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
