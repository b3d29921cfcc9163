import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database';
import { BOARD_REST_FACTOR, BOARD_REST_MAX_MS, createBoardCache } from './board-cache';

// A board kept per version: readers share one computation, and after each computation the next one
// rests BOARD_REST_FACTOR times as long as it took, so a field that never stops saving cannot keep
// the server busy recomputing its board. A reader always gets a board at least as new as it asked.

// The cache keeps boards per database; this one is only a key (nothing is read from it).
const db = openDatabase(':memory:');
afterAll(() => db.destroy());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function slowBoard(ms: number) {
  const starts: number[] = [];
  let data = 0;
  const load = async () => {
    starts.push(performance.now());
    const seen = data;
    await sleep(ms);
    return { value: seen, validUntil: Number.POSITIVE_INFINITY };
  };
  return { starts, load, save: () => (data += 1) };
}

describe('the board cache', () => {
  it('computes once for every reader of a version, and rests after a computation before the next', async () => {
    const cache = createBoardCache<number, number>();
    const board = slowBoard(40);
    const read = (version: number) => cache.read(db, 'k', { version, now: () => 0, load: board.load }, 'all', (value) => value);
    expect(await Promise.all([read(0), read(0), read(0)])).toEqual([0, 0, 0]);
    expect(board.starts).toHaveLength(1);

    // Saves move the version; readers at once after the first computation share the next, which waits its rest.
    board.save();
    const newer = await Promise.all([read(1), read(1)]);
    expect(newer).toEqual([1, 1]);
    expect(board.starts).toHaveLength(2);
    const [first = 0, second = 0] = board.starts;
    // It rested about four times the 40 ms the first took (timers may fire a little early or late).
    expect(second - first).toBeGreaterThanOrEqual(40 * (1 + BOARD_REST_FACTOR) - 15);
  });

  it('rests no longer than BOARD_REST_MAX_MS after a computation that took long', async () => {
    const cache = createBoardCache<number, number>();
    const board = slowBoard(400);
    const read = (version: number) => cache.read(db, 'k', { version, now: () => 0, load: board.load }, 'all', (value) => value);
    await read(0);
    board.save();
    const asked = performance.now();
    expect(await read(1)).toBe(1);
    // A second's rest and the 400 ms computation, not the 1.6 s four times 400 ms would be.
    expect(performance.now() - asked).toBeLessThan(BOARD_REST_MAX_MS + 400 + 300);
    const [first = 0, second = 0] = board.starts;
    expect(second - first).toBeGreaterThanOrEqual(400 + BOARD_REST_MAX_MS - 15);
  });

  it('never answers a reader with a board older than the version it brings', async () => {
    const cache = createBoardCache<number, number>();
    const board = slowBoard(5);
    const reads: Array<Promise<number>> = [];
    for (let version = 0; version < 5; version++) {
      const asked = version;
      reads.push(
        cache.read(db, 'k', { version, now: () => 0, load: board.load }, 'all', (value) => value).then((seen) => {
          expect(seen).toBeGreaterThanOrEqual(asked);
          return seen;
        }),
      );
      board.save();
      await sleep(3);
    }
    await Promise.all(reads);
    // Five versions asked for in ~15 ms of 5 ms computations: shared, not one each.
    expect(board.starts.length).toBeLessThan(5);
  });
});
