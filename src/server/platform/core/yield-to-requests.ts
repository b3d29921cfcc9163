import { setImmediate as nextTurn } from 'node:timers/promises';

const BATCH = 50;

/**
 * better-sqlite3 answers synchronously, so a job awaiting one query after another never gives
 * the event loop a turn: 18,750 renewal reminders held every request for ten seconds. Jobs that
 * go through a club's members call this once per member; every fiftieth call waits for the next
 * turn of the loop, so requests are served in between.
 */
export function yieldToRequests(index: number): Promise<unknown> | undefined {
  return index > 0 && index % BATCH === 0 ? nextTurn() : undefined;
}
