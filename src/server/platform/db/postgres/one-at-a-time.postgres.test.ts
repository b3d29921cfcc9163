import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { openDatabase } from '../database';
import { inTransaction } from '../transaction';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

it('lets writers that name different things run side by side (only the same name takes turns)', async () => {
  let inside = 0;
  let release = () => {};
  const bothInside = new Promise<void>((resolve) => {
    release = resolve;
  });
  const meet = (oneAtATime: string) =>
    inTransaction(
      t.db,
      async () => {
        inside += 1;
        if (inside === 2) release();
        // Were the two to take turns, the first would wait here for the second for good (the test's timeout).
        await bothInside;
      },
      { oneAtATime },
    );
  await Promise.all([meet('event-places:1'), meet('event-places:2')]);
  expect(inside).toBe(2);
});

it('gives the turn back when the writer fails, as when it succeeds', async () => {
  // Asked from a connection of its own: a connection of the app's pool that held the turn would be let in again.
  const other = openDatabase(t.config.DATABASE_URL ?? '');
  const turnIsFree = async () => {
    const { rows } = await sql<{ free: boolean }>`select pg_try_advisory_lock(hashtext('one-at-a-time:event-places:1')) as free`.execute(other);
    if (rows[0]?.free) await sql`select pg_advisory_unlock(hashtext('one-at-a-time:event-places:1'))`.execute(other);
    return rows[0]?.free;
  };
  try {
    await expect(inTransaction(t.db, () => Promise.reject(new Error('refused')), { oneAtATime: 'event-places:1' })).rejects.toThrow('refused');
    expect(await turnIsFree()).toBe(true);
    await expect(inTransaction(t.db, () => Promise.resolve('next'), { oneAtATime: 'event-places:1' })).resolves.toBe('next');
    expect(await turnIsFree()).toBe(true);
  } finally {
    await other.destroy();
  }
});
