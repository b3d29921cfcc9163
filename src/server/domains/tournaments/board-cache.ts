import type { Db } from '../../platform/db/db';

/** What a board shows from other modules (members' names) is read again at least this often. */
export const BOARD_MAX_AGE_MS = 60_000;

/**
 * After computing a board, the next computation of it waits at least this many times as long as
 * that one took: a field saving holes without pause (every save moves the version, and each
 * computation reads every card) then spends at most a fifth of a core on its board, instead of
 * all of it (measured: 56 % of the server in SQLite reads with 300 phones saving), and the saves
 * and reads keep the rest. A 1,000-entrant board read in ~0.1 s waits ~0.4 s, inside the live
 * stream's own gap; a small board's few milliseconds are nothing. Measured in the process's own
 * time, not the club's clock: it paces the CPU, it decides nothing.
 */
export const BOARD_REST_FACTOR = 4;
/**
 * The rest is never longer than this: a computation slowed by something else (a cold process, a
 * busy machine) once took seconds, and the next reader waited four times that (8 s, seen in a
 * browser test under load) for a board that costs milliseconds.
 */
export const BOARD_REST_MAX_MS = 1000;

/** A computed board and when it stops being right by itself (a round's close), whatever the version. */
export interface Computed<T> {
  value: T;
  validUntil: number;
}

interface Computation<T, R> {
  /** Every change up to this board version had committed before the computation started. */
  version: number;
  startedAt: number;
  load: () => Promise<Computed<T>>;
  result?: Promise<Computed<T>>;
  done?: Computed<T>;
  /** Answers worked out from the value (a ranked field), kept with it. */
  derived: Map<string, R>;
  /** When (performance.now()) the next computation of this board may start. */
  restUntil?: number;
}

interface Slot<T, R> {
  current?: Computation<T, R>;
  /** Queued behind a running computation that started before the version its waiters need. */
  next?: Computation<T, R>;
}

/**
 * Boards kept per tournament until their version moves (docs/decisions/live-leaderboard.md). A
 * reader brings the version it read; a board computed from data at least that new is reused,
 * including one still being computed. At most one computation runs per board: readers needing a
 * newer one than the running one share the single one queued behind it, so a thousand watchers
 * asking at once after a burst of saves compute the board once or twice, never a thousand times.
 */
export function createBoardCache<T, R>() {
  const byDatabase = new WeakMap<Db, Map<string, Slot<T, R>>>();

  function start(slot: Slot<T, R>, computation: Computation<T, R>, now: () => number): Promise<Computed<T>> {
    computation.startedAt = now();
    slot.current = computation;
    const began = performance.now();
    const result = computation.load().then(
      (computed) => {
        const finished = performance.now();
        computation.restUntil = finished + Math.min((finished - began) * BOARD_REST_FACTOR, BOARD_REST_MAX_MS);
        computation.done = computed;
        return computed;
      },
      (error: unknown) => {
        if (slot.current === computation) delete slot.current;
        throw error;
      },
    );
    computation.result = result;
    return result;
  }

  /** Waits out the rest owed after `computation` (none after a failure). */
  function restOf(computation: Computation<T, R>): Promise<void> {
    const rest = (computation.restUntil ?? 0) - performance.now();
    return rest > 0 ? new Promise((resolve) => setTimeout(resolve, rest)) : Promise.resolve();
  }

  function usable(computation: Computation<T, R>, version: number, now: number): boolean {
    if (computation.version < version || now - computation.startedAt >= BOARD_MAX_AGE_MS) return false;
    return !computation.done || now < computation.done.validUntil;
  }

  return {
    /**
     * The board for `key` computed from data at least as new as `version`, with what `derive` makes
     * of it (kept beside it under `derivedKey`).
     */
    async read(
      db: Db,
      key: string,
      request: { version: number; now: () => number; load: () => Promise<Computed<T>> },
      derivedKey: string,
      derive: (value: T) => R,
    ): Promise<R> {
      let slots = byDatabase.get(db);
      if (!slots) {
        slots = new Map();
        byDatabase.set(db, slots);
      }
      const slot: Slot<T, R> = slots.get(key) ?? {};
      slots.set(key, slot);
      const now = request.now();
      let computation: Computation<T, R>;
      const current = slot.current;
      if (current && usable(current, request.version, now)) computation = current;
      else if (current && current.result && (!current.done || performance.now() < (current.restUntil ?? 0))) {
        // Running or resting, from older data: wait for it (and its rest), then compute once for everyone waiting.
        const queued: Computation<T, R> = slot.next ?? { version: request.version, startedAt: now, load: request.load, derived: new Map() };
        if (request.version >= queued.version) {
          queued.version = request.version;
          queued.load = request.load;
        }
        if (!slot.next) {
          slot.next = queued;
          queued.result = current.result
            .catch(() => undefined)
            .then(() => restOf(current))
            .then(() => {
              delete slot.next;
              return start(slot, queued, request.now);
            });
        }
        computation = queued;
      } else {
        computation = { version: request.version, startedAt: now, load: request.load, derived: new Map() };
        void start(slot, computation, request.now).catch(() => undefined);
      }
      const { value } = await (computation.result ?? Promise.reject(new Error('A board computation has no result')));
      const kept = computation.derived.get(derivedKey);
      if (kept !== undefined) return kept;
      const derived = derive(value);
      computation.derived.set(derivedKey, derived);
      return derived;
    },
  };
}
