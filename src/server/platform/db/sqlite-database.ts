import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Logger, type SqliteDatabase, SqliteDialect } from 'kysely';
import { ensurePrivateFile, keepPrivate, makePrivateFolder } from '../core/private-files';
import { StampedDb } from './change-stamp';

/**
 * The club's SQLite file in WAL mode with foreign keys and a busy timeout, carrying its change stamp.
 * The file is its owner's only (0600, in a 0700 folder when the folder is made here): SQLite gives
 * its -wal and -shm files the database file's mode, and an older, wider file is tightened.
 */
export function openSqlite(file: string, log: Logger | undefined): StampedDb {
  if (file !== ':memory:') {
    makePrivateFolder(dirname(file));
    ensurePrivateFile(file);
    for (const suffix of ['-wal', '-shm', '-journal']) keepPrivate(`${file}${suffix}`);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // Two prepared statements cost half of the one query over the pragma_data_version table.
  const dataVersion = sqlite.prepare<[], number>('pragma data_version').pluck();
  const totalChanges = sqlite.prepare<[], number>('select total_changes()').pluck();
  const stamp = { read: () => `${dataVersion.get() ?? 0}:${totalChanges.get() ?? 0}`, start: () => Promise.resolve(), seesOtherProcessesAtOnce: true, close: () => Promise.resolve() };
  return new StampedDb({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), ...(log && { log }) }, stamp);
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query's SQL again on each run; preparing was a tenth of a request's time.
 * The same SQL text reuses its prepared statement, unless that one is still being iterated.
 * Kysely's `begin` becomes `begin immediate`: a transaction takes the write lock at its start, so it
 * waits its turn (busy_timeout) instead of failing at once with SQLITE_BUSY when it read first and
 * another connection (a second process, a command-line tool) wrote before its own first write.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (requested: string) => {
      const sql = requested === 'begin' ? 'begin immediate' : requested;
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
