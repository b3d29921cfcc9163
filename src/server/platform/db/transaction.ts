import { sql, type Transaction } from 'kysely';
import { type Db, type Engine, engineOf } from './db';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

/** PostgreSQL's "could not serialize access" and "deadlock detected": the transaction lost a race and may run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 12;

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && RETRYABLE.has(error.code);
}

export interface TransactionOptions {
  /**
   * Names what every such writer changes (an event's places, a tournament's field). On PostgreSQL
   * writers with the same name take turns: each waits for a lock of that name before its transaction
   * begins, so it reads what the one before it wrote. Without it, twenty members answering an event
   * at once failed one another's serialization checks again and again, and under load some still
   * failed after the twelfth try (a 500). SQLite lets one writer in at a time anyway.
   */
  oneAtATime?: string;
  /**
   * The work first locks the row every other writer of what it decides also changes (`forWrite`),
   * and reads the rest after: on PostgreSQL it then runs at READ COMMITTED, each read seeing what
   * committed before it, and is never run again. Under SERIALIZABLE the hole saves of different
   * cards failed one another's checks through the index pages they share (about one in four was run
   * again on a tournament weekend). SQLite lets one writer in at a time anyway.
   */
  locksItsRows?: boolean;
}

/**
 * Runs `work` in one transaction. SQLite lets one writer in at a time, so a guard that counts and
 * then inserts (tee-time places, RSVPs, founding places, waitlist promotions) holds by itself.
 * PostgreSQL runs transactions side by side: there each one is SERIALIZABLE, and one that lost a
 * race to another is run again from the start, so the same guard holds there too. `work` must
 * therefore only touch the database (files and mail go out after it returns).
 */
export async function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>, { oneAtATime, locksItsRows = false }: TransactionOptions = {}): Promise<T> {
  if (engineOf(db) === 'sqlite') return db.transaction().execute(work);
  if (locksItsRows) {
    if (oneAtATime !== undefined) throw new Error('A transaction that locks its rows takes turns by them, not by a name.');
    return db.transaction().setIsolationLevel('read committed').execute(work);
  }
  if (oneAtATime === undefined) return serializable(db, work);
  // A session's lock, taken on the connection before the transaction: taken inside, the wait would
  // come after the transaction's snapshot, which would then miss the write it waited for.
  const lock = `one-at-a-time:${oneAtATime}`;
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${lock}))`.execute(connection);
    try {
      return await serializable(connection, work);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${lock}))`.execute(connection);
    }
  });
}

async function serializable<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (!isRetryable(error) || attempt === ATTEMPTS) throw error;
      // A short, growing, jittered pause so the racers do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/**
 * A read of the row that decides a write, locked until the transaction ends (PostgreSQL's FOR
 * UPDATE: another writer of the row waits, and then reads it as this one left it). For a
 * transaction that `locksItsRows`. SQLite has no row locks and needs none. `of`: the table whose
 * rows are locked when the read joins others (FOR UPDATE OF), the others being read only. The
 * engine instead of the Db: a query compiled once for it (`compileOnce`).
 */
export function forWrite<Q extends { forUpdate(of?: O): Q }, const O = never>(on: Db | Engine, query: Q, of?: O): Q {
  return (typeof on === 'string' ? on : engineOf(on)) === 'postgres' ? query.forUpdate(of) : query;
}
