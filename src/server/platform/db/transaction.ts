import type { Transaction } from 'kysely';
import { type Db, engineOf } from './db';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

/** PostgreSQL's "could not serialize access" and "deadlock detected": the transaction lost a race and may run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 12;

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && RETRYABLE.has(error.code);
}

/**
 * Runs `work` in one transaction. SQLite lets one writer in at a time, so a guard that counts and
 * then inserts (tee-time places, RSVPs, founding places, waitlist promotions) holds by itself.
 * PostgreSQL runs transactions side by side: there each one is SERIALIZABLE, and one that lost a
 * race to another is run again from the start, so the same guard holds there too. `work` must
 * therefore only touch the database (files and mail go out after it returns).
 */
export async function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (engineOf(db) === 'sqlite') return db.transaction().execute(work);
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
