import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
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
  const heldLocks = async () =>
    Number((await sql<{ held: unknown }>`select count(*) as held from pg_locks where locktype = 'advisory' and granted`.execute(t.db)).rows[0]?.held);
  await expect(inTransaction(t.db, () => Promise.reject(new Error('refused')), { oneAtATime: 'event-places:1' })).rejects.toThrow('refused');
  expect(await heldLocks()).toBe(0);
  await expect(inTransaction(t.db, () => Promise.resolve('next'), { oneAtATime: 'event-places:1' })).resolves.toBe('next');
  expect(await heldLocks()).toBe(0);
});
