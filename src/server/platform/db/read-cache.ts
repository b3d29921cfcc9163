import type { Db } from './db';
import { changeStampOf, exactChangeStampOf } from './change-stamp';

/** Keys a cache keeps by default before it starts again. */
const MAX_KEYS = 64;

interface Entries<T> {
  stamp: string;
  values: Map<string, T>;
}

/**
 * Reads nearly every request makes (the public events, the club settings, the feed's newest posts,
 * a session's row), kept in memory until the database next changes in any way: no invalidation to
 * forget, never a stale answer (on PostgreSQL, another process's write shows once its commit
 * notice arrives; see `changeStampOf`). Only for values the same for whoever may ask for the key (a
 * session row is keyed by its token's hash); values are frozen, since every caller shares them.
 * A cache that names the `tables` its loads read keeps its values through writes to other tables
 * where the engine tells them apart (PostgreSQL, where each is a statement to another process);
 * name every table a load reads, or none. `maxKeys`: how many keys it keeps before starting again.
 */
export function createReadCache<T>({ decidesAccess = false, tables, maxKeys = MAX_KEYS }: { decidesAccess?: boolean; tables?: readonly string[]; maxKeys?: number } = {}) {
  // What decides who may do what (a session) must see a revocation by any process at once.
  const stampOf = decidesAccess ? exactChangeStampOf : changeStampOf;
  const byDatabase = new WeakMap<Db, Entries<T>>();
  return {
    /**
     * The value for `key`, loaded when none is kept since the last change. `fresh` says whether a kept
     * value still holds, for a value that ages by the clock alone (a tournament's phase at its round's
     * opening): one it turns down is loaded again.
     */
    async read(db: Db, key: string, load: () => Promise<T>, fresh?: (kept: T) => boolean): Promise<T> {
      // Taken before loading: a write during the load changes the stamp, so the value is read again next time.
      // A transaction's Db has none (its data may yet be rolled back): it reads fresh.
      const stamp = stampOf(db, tables);
      if (stamp === undefined) return load();
      let entries = byDatabase.get(db);
      if (!entries || entries.stamp !== stamp) {
        entries = { stamp, values: new Map() };
        byDatabase.set(db, entries);
      }
      const cached = entries.values.get(key);
      if (cached !== undefined && (fresh?.(cached) ?? true)) return cached;
      const value = deepFreeze(await load());
      if (entries.values.size >= maxKeys) entries.values.clear();
      entries.values.set(key, value);
      return value;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
