import type { Db } from './db';

/** The askers of one turn, by key. */
type Batch<V> = Map<string, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>>;

/**
 * A read by key that every request makes (a session's row), gathered per turn of the event loop
 * into one query: on PostgreSQL each query is a round trip and a plan in another process, and a
 * thousand watchers reading a board a second asked a thousand times. Still exact: the query starts
 * after every request in it arrived, so each reads the database as it was after it came in.
 */
export function createBatchedRead<V>(load: (db: Db, keys: string[]) => Promise<Map<string, V>>) {
  const batches = new WeakMap<Db, Batch<V>>();

  async function flush(db: Db, batch: Batch<V>): Promise<void> {
    if (batches.get(db) === batch) batches.delete(db);
    try {
      const found = await load(db, [...batch.keys()]);
      for (const [key, waiters] of batch) for (const { resolve } of waiters) resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const { reject } of waiters) reject(error);
    }
  }

  return (db: Db, key: string): Promise<V | undefined> =>
    new Promise((resolve, reject) => {
      let batch = batches.get(db);
      if (!batch) {
        const opened: Batch<V> = new Map();
        batches.set(db, opened);
        setImmediate(() => void flush(db, opened));
        batch = opened;
      }
      const waiters = batch.get(key) ?? [];
      waiters.push({ resolve, reject });
      batch.set(key, waiters);
    });
}
