import { afterAll, describe, expect, it } from 'vitest';
import { ManualPace } from '../../../test/manual-pace';
import { openDatabase } from '../../platform/db/database';
import { BOARD_AHEAD_GAP_MS, BOARD_REST_FACTOR, BOARD_REST_MAX_MS, BOARD_STALE_MS, createBoardCache } from './board-cache';

// A board kept per version: readers share one computation, and after each computation the next one
// rests BOARD_REST_FACTOR times as long as it took, so a field that never stops saving cannot keep
// the server busy recomputing its board. A reader naming a version always gets a board at least
// that new; one naming none gets a recent board at once while a newer one is on its way for others.
// Time is a pace each test moves (computations take its milliseconds too), so every wait is exact.

// The cache keeps boards per database; this one is only a key (nothing is read from it).
const db = openDatabase(':memory:');
afterAll(() => db.destroy());

/** A reader who may have made every change since any board (after their own save): they wait for the newest. */
const mine = () => false;
/** A reader who made none of them (opening the board, a visitor). */
const others = () => true;

function slowBoard(pace: ManualPace, ms: number) {
  const starts: number[] = [];
  let data = 0;
  const load = async () => {
    starts.push(pace.now());
    const seen = data;
    await pace.wait(ms);
    return { value: seen, validUntil: Number.POSITIVE_INFINITY };
  };
  return { starts, load, version: () => Promise.resolve(data), save: () => (data += 1) };
}

/** An answer worked out from a board ("value@version"), counting how often one was (ranked and written again). */
function countedDerive() {
  const derived = { runs: 0 };
  const derive = (value: number, at: number) => {
    derived.runs += 1;
    return `${value}@${at}`;
  };
  return { derive, derived };
}

describe('the board cache', () => {
  it('computes once for every reader of a version, and rests after a computation before the next', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>();
    const board = slowBoard(pace, 40);
    const read = (version: number) => cache.read(db, 'k', { version, needs: version, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: mine }, 'all', (value) => value);
    expect(await pace.until(Promise.all([read(0), read(0), read(0)]))).toEqual([0, 0, 0]);
    expect(board.starts).toHaveLength(1);

    // Saves move the version; readers at once after the first computation share the next, which waits its rest.
    board.save();
    expect(await pace.until(Promise.all([read(1), read(1)]))).toEqual([1, 1]);
    expect(board.starts).toEqual([0, 40 * (1 + BOARD_REST_FACTOR)]);
  });

  it('rests no longer than BOARD_REST_MAX_MS after a computation that took long', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>();
    const board = slowBoard(pace, 400);
    const read = (version: number) => cache.read(db, 'k', { version, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: mine }, 'all', (value) => value);
    await pace.until(read(0));
    board.save();
    const asked = pace.now();
    expect(await pace.until(read(1))).toBe(1);
    // A second's rest and the 400 ms computation, not the 1.6 s four times 400 ms would be.
    expect(pace.now() - asked).toBe(BOARD_REST_MAX_MS + 400);
    expect(board.starts).toEqual([0, 400 + BOARD_REST_MAX_MS]);
  });

  it('never answers a reader with a board older than the version it names', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>();
    const board = slowBoard(pace, 5);
    const reads: Array<Promise<number>> = [];
    for (let version = 0; version < 5; version++) {
      const asked = version;
      reads.push(
        cache.read(db, 'k', { version, needs: version, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: mine }, 'all', (value) => value).then((seen) => {
          expect(seen).toBeGreaterThanOrEqual(asked);
          return seen;
        }),
      );
      board.save();
      await pace.advance(3);
    }
    await pace.until(Promise.all(reads));
    // Five versions asked for in 15 ms of 5 ms computations: shared, not one each.
    expect(board.starts.length).toBeLessThan(5);
  });

  it('answers with the version each board was computed at, and waits for the version a reader names up to the database\'s', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, string>();
    const board = slowBoard(pace, 5);
    const read = (version: number, needs?: number) => cache.read(db, 'k', { version, needs, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: mine }, 'all', (value, at) => `${value}@${at}`);
    expect(await pace.until(read(0))).toBe('0@0');
    board.save();
    board.save();
    // Told of version 9 while the database is at 2 (a mistaken or hostile reader): version 2, not a wait for ever.
    expect(await pace.until(read(2, 9))).toBe('2@2');
    expect(await pace.until(read(2, 1))).toBe('2@2');
  });

  it('answers a reader naming no version at once with the last board when every change since was someone else\'s, and computes the newer one meanwhile', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>();
    const board = slowBoard(pace, 30);
    // Who made each version after the first board: 1 by Ann (user 1), 2 by Bob (user 2).
    const madeBy = new Map([[1, 1], [2, 2]]);
    const read = (version: number, reader: number) =>
      cache.read(db, 'k', { version, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: (from) => [...madeBy].every(([at, who]) => at <= from || at > version || who !== reader) }, 'all', (value) => value);
    expect(await pace.until(read(0, 3))).toBe(0);
    board.save();
    board.save();
    // Cat saved nothing: board 0 at once, nothing under way before she asked. Ann saved: she waits for 2.
    expect(await read(2, 3)).toBe(0);
    expect(board.starts).toHaveLength(1);
    expect(await pace.until(read(2, 1))).toBe(2);
    // Cat's read started the newer board (after the first one's rest), which Ann's then shared.
    expect(board.starts).toEqual([0, 30 * (1 + BOARD_REST_FACTOR)]);
    // Older than BOARD_STALE_MS, the last board is nobody's at once.
    board.save();
    madeBy.set(3, 2);
    await pace.advance(BOARD_STALE_MS);
    const waited = read(3, 3);
    await pace.advance(0);
    expect(board.starts).toHaveLength(3);
    expect(await pace.until(waited)).toBe(3);
  });

  it('lets a reader naming no version wait for whose the newest changes were (their notices on their way) instead of for a new board', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>();
    const board = slowBoard(pace, 30);
    let tell: (othersOnly: boolean) => void = () => undefined;
    const toldLater = () => new Promise<boolean>((resolve) => (tell = resolve));
    const read = (version: number) => cache.read(db, 'k', { version, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: toldLater }, 'all', (value) => value);
    const first = read(0);
    expect(await pace.until(first)).toBe(0);
    board.save();
    // Told they were someone else's: the board kept, at once.
    const told = read(1);
    tell(true);
    expect(await told).toBe(0);
    expect(board.starts).toHaveLength(1);
    // Told one was theirs: the newer board.
    board.save();
    const waited = read(2);
    tell(false);
    expect(await pace.until(waited)).toBe(2);
    expect(board.starts).toHaveLength(2);
  });

  it('starts the newer board for readers naming no version once the board they are given is half as old as BOARD_STALE_MS, not at every read', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>();
    const board = slowBoard(pace, 30);
    const read = (version: number) => cache.read(db, 'k', { version, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: others }, 'all', (value) => value);
    expect(await pace.until(read(0))).toBe(0);
    board.save();
    // Its rest long over, but the board began BOARD_STALE_MS / 2 - 1 ago: given at once, nothing started.
    await pace.advance(BOARD_STALE_MS / 2 - 31);
    expect(await read(1)).toBe(0);
    await pace.advance(0);
    expect(board.starts).toEqual([0]);
    // Half as old: still given at once, and the newer board started for the next readers.
    await pace.advance(1);
    expect(await read(1)).toBe(0);
    await pace.advance(0);
    expect(board.starts).toEqual([0, BOARD_STALE_MS / 2]);
  });

  it('never answers a reader naming no version with a board older than BOARD_STALE_MS', async () => {
    expect(BOARD_STALE_MS).toBe(2000);
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>({ staleMs: 100 });
    const board = slowBoard(pace, 30);
    const read = (version: number) => cache.read(db, 'k', { version, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: others }, 'all', (value) => value);
    expect(await pace.until(read(0))).toBe(0);
    await pace.advance(150);
    board.save();
    const first = read(1);
    // A reader who changed nothing, but the last board's data is older than the bound: wait for the new one.
    expect(await pace.until(Promise.all([first, read(1)]))).toEqual([1, 1]);
  });

  it('queues the next board when a reader saw a newer version than it named, so the next reader naming none has one at once', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>();
    const board = slowBoard(pace, 30);
    const read = (version: number, needs?: number, othersOnlySince = mine) => cache.read(db, 'k', { version, needs, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince }, 'all', (value) => value);
    expect(await pace.until(read(0))).toBe(0);
    await pace.advance(40 * (1 + BOARD_REST_FACTOR));
    board.save();
    const first = read(1);
    await pace.advance(5);
    board.save();
    // Told of version 1 while the database is at 2: the board being computed (1) will do for it ...
    expect(await pace.until(Promise.all([first, read(2, 1)]))).toEqual([1, 1]);
    expect(board.starts).toHaveLength(2);
    // ... and the database's 2 is queued behind it, so a reader naming nothing who changed nothing has 1 at once meanwhile.
    expect(await read(2, undefined, others)).toBe(1);
    await pace.advance(30 * (1 + BOARD_REST_FACTOR) + 60);
    expect(board.starts).toHaveLength(3);
    expect(await read(2)).toBe(2);
  });

  it('computes the board again by itself while it is read and saves come in, and stops once nothing changed', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>();
    const board = slowBoard(pace, 20);
    const read = (version: number, needs?: number) => cache.read(db, 'k', { version, needs, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: mine }, 'all', (value) => value);
    const settle = () => pace.advance(20 * (1 + BOARD_REST_FACTOR) + 80);
    // Read while it is computed, but nothing saved: after the rest the version is read, nothing computed.
    expect(await pace.until(Promise.all([read(0), read(0, 0)]))).toEqual([0, 0]);
    await settle();
    expect(board.starts).toHaveLength(1);

    // A save, the board read while it is computed, and another save meanwhile: the next board comes
    // without a reader asking for it, and then it stops (nobody read that one while it was computed).
    board.save();
    const second = read(1);
    expect(await read(1, 0)).toBe(0);
    board.save();
    expect(await pace.until(second)).toBe(1);
    await settle();
    expect(board.starts).toHaveLength(3);
    expect(await read(2, 2)).toBe(2);
    await settle();
    expect(board.starts).toHaveLength(3);
  });

  it('computes ahead of its readers no sooner than BOARD_AHEAD_GAP_MS after the last board, while a reader needing a newer one waits only the rest', async () => {
    expect(BOARD_AHEAD_GAP_MS).toBeGreaterThan(5 * BOARD_REST_FACTOR);
    const pace = new ManualPace();
    const cache = createBoardCache<number, number>();
    const ahead = slowBoard(pace, 5);
    const read = (board: ReturnType<typeof slowBoard>, version: number, needs?: number) =>
      cache.read(db, board === ahead ? 'ahead' : 'reader', { version, needs, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: mine }, 'all', (value) => value);
    // Read while computed, then a save and nobody asking: the next board comes by itself, after the gap.
    await pace.until(Promise.all([read(ahead, 0), read(ahead, 0)]));
    ahead.save();
    await pace.advance(BOARD_AHEAD_GAP_MS + 80);
    expect(ahead.starts).toEqual([0, 5 + BOARD_AHEAD_GAP_MS]);

    // The same, with a reader naming the saved version at once: it has its board after the rest, not the gap.
    const waited = slowBoard(pace, 5);
    await pace.until(Promise.all([read(waited, 0), read(waited, 0)]));
    waited.save();
    expect(await pace.until(read(waited, 1, 1))).toBe(1);
    const [before = 0, after = 0] = waited.starts;
    expect(after - before).toBe(5 * (1 + BOARD_REST_FACTOR));
    // And no second computation for the board queued ahead: it found the reader's done.
    await pace.advance(BOARD_AHEAD_GAP_MS + 80);
    expect(waited.starts).toHaveLength(2);
  });

  it('hands a reader the answer already worked out when it is new enough for them, instead of ranking a newer board again', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, string>();
    const board = slowBoard(pace, 5);
    const { derive, derived } = countedDerive();
    const read = (version: number, needs?: number) => cache.read(db, 'k', { version, needs, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: mine }, 'all', derive);
    expect(await pace.until(read(0))).toBe('0@0');
    board.save();
    // Watchers told of version 1, one reading while it is computed: the next board comes by itself after a save.
    const first = read(1, 1);
    while (board.starts.length < 2) await pace.advance(1);
    expect(await pace.until(Promise.all([first, read(1, 1)]))).toEqual(['1@1', '1@1']);
    board.save();
    await pace.advance(BOARD_AHEAD_GAP_MS + 80);
    expect(board.starts).toHaveLength(3);
    expect(derived.runs).toBe(2);
    // More watchers told of version 1: the answer sent for it, not version 2 ranked for them.
    expect(cache.peek(db, 'k', 1, 0, 'all', derive)).toBe('1@1');
    expect(await read(2, 1)).toBe('1@1');
    expect(derived.runs).toBe(2);
    // A reader naming none, with nothing under way, needs the database's version: 2 is worked out now.
    expect(await read(2)).toBe('2@2');
    expect(derived.runs).toBe(3);
    expect(cache.peek(db, 'k', 1, 0, 'all', derive)).toBe('2@2');
  });

  it('hands a reader naming no version who changed nothing the answer last sent while it is recent, not a board computed ahead since ranked again for them', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, string>();
    const board = slowBoard(pace, 5);
    const { derive, derived } = countedDerive();
    const read = (version: number, othersOnlySince: (from: number) => boolean, needs?: number) =>
      cache.read(db, 'k', { version, needs, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince }, 'all', derive);
    expect(await pace.until(read(0, mine))).toBe('0@0');
    board.save();
    // The watchers told of version 1 are sent it (one reading while it is computed: the next
    // board comes by itself); a save later the board is computed ahead at 2.
    const first = read(1, mine, 1);
    while (board.starts.length < 2) await pace.advance(1);
    expect(await pace.until(Promise.all([first, read(1, mine, 1)]))).toEqual(['1@1', '1@1']);
    board.save();
    await pace.advance(BOARD_AHEAD_GAP_MS + 80);
    expect(board.starts).toHaveLength(3);
    expect(derived.runs).toBe(2);
    // A member opening the board, who saved nothing: the answer sent, not board 2 ranked for them.
    expect(await read(2, others)).toBe('1@1');
    expect(derived.runs).toBe(2);
    // The one who made change 2 gets board 2.
    expect(await read(2, mine)).toBe('2@2');
    expect(derived.runs).toBe(3);
    // Once the answer sent is older than BOARD_STALE_MS, nobody is given it.
    board.save();
    await pace.advance(BOARD_STALE_MS);
    expect(await pace.until(read(3, others))).toBe('3@3');
  });

  it('gives a new answer to readers naming no version only once it is prepared (its bytes made), and at once to those who need it', async () => {
    const pace = new ManualPace();
    const cache = createBoardCache<number, string>();
    const board = slowBoard(pace, 5);
    const { derive } = countedDerive();
    const preparing = new Map<string, () => void>();
    const prepare = (answer: string) => new Promise<void>((resolve) => preparing.set(answer, resolve));
    const read = (version: number, othersOnlySince: (from: number) => boolean, needs?: number) =>
      cache.read(db, 'k', { version, needs, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince }, 'all', derive, prepare);
    expect(await pace.until(read(0, mine))).toBe('0@0');
    preparing.get('0@0')?.();
    board.save();
    const watcher = read(1, mine, 1);
    while (board.starts.length < 2) await pace.advance(1);
    // The watcher told of version 1 has it as soon as it is computed, its bytes still being made.
    expect(await pace.until(watcher)).toBe('1@1');
    expect(cache.peek(db, 'k', 1, 0, 'all', derive, prepare)).toBe('1@1');
    // A member opening the board meanwhile is given the answer before, whose bytes are made.
    expect(await read(1, others)).toBe('0@0');
    preparing.get('1@1')?.();
    await pace.advance(0);
    expect(await read(1, others)).toBe('1@1');
    // A failed preparation does not hold the answer back: the next reader makes its bytes again.
    board.save();
    await pace.advance(BOARD_STALE_MS);
    const failing = cache.read(db, 'k', { version: 2, needs: 2, now: () => 0, load: board.load, readVersion: board.version, pace, othersOnlySince: mine }, 'all', derive, () => Promise.reject(new Error('zlib failed')));
    expect(await pace.until(failing)).toBe('2@2');
    await pace.advance(0);
    expect(await read(2, others)).toBe('2@2');
  });
});
