import type { Pace } from '../../platform/core/pace';
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
/**
 * A board computed ahead of its readers (`ahead`) waits at least this long after the last one: with
 * the field kept between computations (`field-memo.ts`) a computation takes a few milliseconds, but
 * each new board is then ranked, written as JSON and compressed on its first read, and watchers
 * reading the newest board would have that done every few milliseconds. A reader waiting for a
 * newer board waits only the rest above.
 */
export const BOARD_AHEAD_GAP_MS = 100;
/**
 * A reader that names no version and made none of the changes since the newest board (a member
 * opening the board, a visitor) is answered at once with it while its data is at most this old (the
 * newer board computed meanwhile once it is half this old): it shows every save acknowledged this
 * long before the read, and the live stream brings the rest (its first message names the version
 * now). The update target is two seconds too. A member reading after their own save waits
 * for a board that has it.
 */
export const BOARD_STALE_MS = 2000;

/**
 * What a door makes of an answer for its readers (its JSON, compressed), before the readers who do
 * not need that very answer are given it instead of the one before (the answer last sent, while it
 * is recent): a member opening the board then never waits for a new board's bytes to be made
 * (measured: one read of the 1,000-entrant board a second waited 5-18 ms for its brotli).
 */
export type Prepare<R> = (answer: R) => Promise<unknown>;

/** A computed board and when it stops being right by itself (a round's close), whatever the version. */
export interface Computed<T> {
  value: T;
  validUntil: number;
}

interface Computation<T, R> {
  /** Every change up to this board version had committed before the computation started. */
  version: number;
  startedAt: number;
  /** The pace's time when it started: how old its data is, in the process's own time. */
  began: number;
  /** How many reads the board had had when it started (`Slot.reads`): more by its end, it was read meanwhile. */
  readsAtStart?: number;
  load: () => Promise<Computed<T>>;
  result?: Promise<Computed<T>>;
  done?: Computed<T>;
  /** Answers worked out from the value (a ranked field), kept with it. */
  derived: Map<string, R>;
  /** When (the pace's time) the next computation of this board may start. */
  restUntil?: number;
  /** When (the pace's time) it finished. */
  finishedAt?: number;
  /** Queued by `ahead`, for no reader in particular: it waits BOARD_AHEAD_GAP_MS, readers do not wait for it. */
  ahead?: boolean;
}

/** What a reader brings. */
export interface BoardRequest<T> {
  /** The board's version in the database now. */
  version: number;
  /** The version the reader must see (one it was told of); none: a recent board may do. */
  needs?: number | undefined;
  now: () => number;
  /** Computes the board from the database as it is when called (the tournament's row too). */
  load: () => Promise<Computed<T>>;
  /** The board's version in the database when called. */
  readVersion: () => Promise<number>;
  /** The process's own time, for the rests (the app's `deps.pace`): the first reader's is the board's. */
  pace: Pace;
  /**
   * For a reader naming no version: whether a board at a version holds every change this reader
   * made up to `version` (every change after it was someone else's). A recent board that does is
   * theirs at once while the newer one is computed. A promise while that is not known yet (the
   * notices of the newest changes on their way).
   */
  othersOnlySince: (from: number) => boolean | Promise<boolean>;
}

interface Slot<T, R> {
  pace: Pace;
  current?: Computation<T, R>;
  /** The newest computation that finished. */
  latest?: Computation<T, R>;
  /** Queued behind a running computation that started before the version its waiters need. */
  next?: Computation<T, R>;
  /** The newest request a reader brought (its version is the newest the database was seen at). */
  newest?: BoardRequest<T>;
  /** How many times the board was read, kept or not. */
  reads: number;
  /**
   * For each kind of answer (`derivedKey`), the newest computation it was worked out (and prepared) from: a reader
   * it is new enough for has it as it was sent, instead of a newer board ranked, written and
   * compressed again for them (the board moves with every save; the watchers all ask for one version).
   */
  shown?: Map<string, Computation<T, R>>;
}

/**
 * Boards kept per tournament until their version moves (docs/decisions/live-leaderboard.md). A
 * reader brings the version it read; a board computed from data at least that new is reused,
 * including one still being computed. At most one computation runs per board: readers needing a
 * newer one than the running one share the single one queued behind it, so a thousand watchers
 * asking at once after a burst of saves compute the board once or twice, never a thousand times.
 */
export function createBoardCache<T, R>({ staleMs = BOARD_STALE_MS }: { staleMs?: number } = {}) {
  const byDatabase = new WeakMap<Db, Map<string, Slot<T, R>>>();

  function start(slot: Slot<T, R>, computation: Computation<T, R>, now: () => number): Promise<Computed<T>> {
    computation.startedAt = now();
    computation.began = slot.pace.now();
    computation.readsAtStart = slot.reads;
    slot.current = computation;
    const began = computation.began;
    const result = computation.load().then(
      (computed) => {
        const finished = slot.pace.now();
        computation.finishedAt = finished;
        computation.restUntil = finished + Math.min((finished - began) * BOARD_REST_FACTOR, BOARD_REST_MAX_MS);
        computation.done = computed;
        if (!slot.latest || slot.latest.version <= computation.version) slot.latest = computation;
        // Read meanwhile, or newer changes seen: the next board is queued now (after the rest), so
        // that the next readers find it computed.
        const newest = slot.newest;
        if (newest && !slot.next && (newest.version > computation.version || slot.reads > (computation.readsAtStart ?? 0))) ahead(slot, computation, newest);
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

  /** Waits out the rest owed after `computation` (none after a failure), and at least `gap` after it finished. */
  function restOf(slot: Slot<T, R>, computation: Computation<T, R>, gap = 0): Promise<void> {
    const rest = Math.max(computation.restUntil ?? 0, (computation.finishedAt ?? 0) + gap) - slot.pace.now();
    return rest > 0 ? slot.pace.wait(rest) : Promise.resolve();
  }

  /**
   * The board computed again after `after` and its rest, for a board still being read: from the
   * version the database is at then, or not at all when that is the version `after` has (readers
   * waiting on it then get that board). Ends when a rest passes with nobody reading and nothing saved.
   */
  function ahead(slot: Slot<T, R>, after: Computation<T, R>, request: BoardRequest<T>): void {
    const queued: Computation<T, R> = { version: after.version, startedAt: request.now(), began: slot.pace.now(), load: request.load, derived: new Map(), ahead: true };
    slot.next = queued;
    queued.result = restOf(slot, after, BOARD_AHEAD_GAP_MS)
      .then(() => request.readVersion())
      .then((version) => {
        if (slot.next === queued) delete slot.next;
        queued.version = Math.max(queued.version, version);
        // A reader's computation queued or started meanwhile: nothing to do ahead of it.
        const waiting = slot.next;
        if (waiting?.result && !waiting.ahead) return waiting.result;
        const current = slot.current;
        if (current?.result && current !== after && usable(current, queued.version, request.now())) return current.result;
        const latest = slot.latest;
        if (latest?.done && usable(latest, queued.version, request.now())) {
          queued.version = latest.version;
          return latest.done;
        }
        return start(slot, queued, request.now);
      });
    void queued.result.catch(() => undefined);
  }

  function usable(computation: Computation<T, R>, version: number, now: number): boolean {
    if (computation.version < version || now - computation.startedAt >= BOARD_MAX_AGE_MS) return false;
    return !computation.done || now < computation.done.validUntil;
  }

  /** A computation from data at least as new as `version`: one running or done (shared), or one queued or started for it. */
  function computationFor(slot: Slot<T, R>, version: number, request: BoardRequest<T>, now: number): Computation<T, R> {
    const current = slot.current;
    if (current && usable(current, version, now)) return current;
    if (current && current.result && (!current.done || slot.pace.now() < (current.restUntil ?? 0))) {
      // Running or resting, from older data: wait for it (and its rest), then compute once for everyone
      // waiting (not after the longer gap of a board queued ahead: that one then finds this one done).
      const waiting = slot.next && !slot.next.ahead ? slot.next : undefined;
      const queued: Computation<T, R> = waiting ?? { version, startedAt: now, began: slot.pace.now(), load: request.load, derived: new Map() };
      if (version >= queued.version) {
        queued.version = version;
        queued.load = request.load;
      }
      if (!waiting) {
        slot.next = queued;
        queued.result = current.result
          .catch(() => undefined)
          .then(() => restOf(slot, current))
          .then(() => {
            if (slot.next === queued) delete slot.next;
            return start(slot, queued, request.now);
          });
      }
      return queued;
    }
    const computation: Computation<T, R> = { version, startedAt: now, began: slot.pace.now(), load: request.load, derived: new Map() };
    void start(slot, computation, request.now).catch(() => undefined);
    return computation;
  }

  /**
   * The newest finished board, for a reader naming no version who made none of the changes after
   * it (`othersOnlySince`: a member opening the board, not after their own save; a visitor), while
   * its data is at most `staleMs` old: the newer board is started or queued for the next reader.
   */
  function recentWithoutReadersChanges(slot: Slot<T, R>, request: BoardRequest<T>, now: number): Computation<T, R> | undefined | Promise<Computation<T, R> | undefined> {
    const latest = slot.latest;
    if (!latest || !recentEnough(slot, latest, now)) return undefined;
    const othersOnly = request.othersOnlySince(latest.version);
    if (typeof othersOnly === 'boolean') return othersOnly ? latest : undefined;
    return othersOnly.then((yes) => (yes ? latest : undefined));
  }

  function derivedOf(slot: Slot<T, R>, computation: Computation<T, R>, value: T, derivedKey: string, derive: (value: T, version: number) => R, prepare?: Prepare<R>): R {
    const kept = computation.derived.get(derivedKey);
    if (kept !== undefined) return kept;
    const derived = derive(value, computation.version);
    computation.derived.set(derivedKey, derived);
    const show = () => {
      slot.shown ??= new Map();
      const shown = slot.shown.get(derivedKey);
      if (!shown || shown.version <= computation.version) slot.shown.set(derivedKey, computation);
    };
    // Readers who need this answer have it now; the others are given it once it is prepared (a
    // failure too: the next reader prepares it again).
    if (prepare) void prepare(derived).then(show, show);
    else show();
    return derived;
  }

  /** The answer last worked out for `derivedKey`, when `accept` takes its computation. */
  function shownAnswer(slot: Slot<T, R>, derivedKey: string, accept: (computation: Computation<T, R>) => boolean): R | undefined {
    const shown = slot.shown?.get(derivedKey);
    return shown?.done && accept(shown) ? shown.derived.get(derivedKey) : undefined;
  }

  /** A board recent enough for a reader naming no version (see `recentWithoutReadersChanges`). */
  function recentEnough(slot: Slot<T, R>, computation: Computation<T, R>, now: number): boolean {
    const done = computation.done;
    return done !== undefined && now < done.validUntil && now - computation.startedAt < BOARD_MAX_AGE_MS && slot.pace.now() - computation.began < staleMs;
  }

  return {
    /**
     * The kept board for `key` at least as new as `needs`, at once and without reading anything, or
     * undefined (none kept that new: read it). For readers whose access does not depend on the
     * tournament's row (members), naming a version a live update told them of.
     */
    peek(db: Db, key: string, needs: number, now: number, derivedKey: string, derive: (value: T, version: number) => R, prepare?: Prepare<R>): R | undefined {
      const slot = byDatabase.get(db)?.get(key);
      const latest = slot?.latest;
      if (!slot || !latest?.done || !usable(latest, needs, now)) return undefined;
      slot.reads += 1;
      return shownAnswer(slot, derivedKey, (shown) => usable(shown, needs, now)) ?? derivedOf(slot, latest, latest.done.value, derivedKey, derive, prepare);
    },
    /**
     * The board for `key` with what `derive` makes of it and its version (kept beside it under
     * `derivedKey`): computed from data at least as new as the reader needs, or as the database's
     * version when it names none, unless a recent board will do meanwhile (`recentWithoutReadersChanges`).
     */
    async read(db: Db, key: string, request: BoardRequest<T>, derivedKey: string, derive: (value: T, version: number) => R, prepare?: Prepare<R>): Promise<R> {
      let slots = byDatabase.get(db);
      if (!slots) {
        slots = new Map();
        byDatabase.set(db, slots);
      }
      const slot: Slot<T, R> = slots.get(key) ?? { pace: request.pace, reads: 0 };
      slots.set(key, slot);
      if (!slot.newest || request.version >= slot.newest.version) slot.newest = request;
      slot.reads += 1;
      const now = request.now();
      // A version the database has not reached yet (a reader's mistake) is waited for as far as it has.
      const needed = request.needs === undefined ? request.version : Math.min(request.needs, request.version);
      let computation: Computation<T, R>;
      const latest = slot.latest && usable(slot.latest, needed, now) ? slot.latest : undefined;
      // Waited for only while the notices of the newest changes are on their way (`othersOnlySince`).
      const found = latest === undefined && request.needs === undefined ? recentWithoutReadersChanges(slot, request, now) : undefined;
      const recent = found instanceof Promise ? await found : found;
      if (latest) {
        computation = latest;
        const shown = shownAnswer(slot, derivedKey, (kept) => usable(kept, needed, now));
        if (shown !== undefined) return shown;
        // A reader naming no version who made none of the changes since the answer last sent (the
        // live stream sends one a second) has that one while it is recent, as below: a board
        // computed ahead since was otherwise ranked, written and compressed for them, and those
        // were the big board's slowest reads (on SQLite its p99 1.38-1.68 times the small one's).
        const sent = request.needs === undefined ? shownAnswer(slot, derivedKey, (kept) => recentEnough(slot, kept, now) && request.othersOnlySince(kept.version) === true) : undefined;
        if (sent !== undefined) return sent;
      } else if (recent) {
        // The newer board for the next readers, once this one is half as old as a reader naming no
        // version may be given: members opening the board many times a second do not compute it as
        // often as its rest allows (the live updates bring the watchers' boards once a second anyway).
        if (slot.pace.now() - recent.began >= staleMs / 2) computationFor(slot, needed, request, now);
        computation = recent;
        const shown = shownAnswer(slot, derivedKey, (kept) => recentEnough(slot, kept, now));
        if (shown !== undefined) return shown;
      } else computation = computationFor(slot, needed, request, now);
      const { value } = await (computation.result ?? Promise.reject(new Error('A board computation has no result')));
      return derivedOf(slot, computation, value, derivedKey, derive, prepare);
    },
  };
}
