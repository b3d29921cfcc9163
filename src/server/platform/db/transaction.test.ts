import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Db } from './db';
import { inTransaction } from './transaction';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Reads the counter, waits long enough for other transactions to read the same value, then writes it plus one. */
async function addOne(trx: Db): Promise<void> {
  const { holder } = await trx.selectFrom('job_leases').select('holder').where('name', '=', 'counter').executeTakeFirstOrThrow();
  await new Promise((resolve) => setTimeout(resolve, 5));
  await trx
    .updateTable('job_leases')
    .set({ holder: String(Number(holder) + 1) })
    .where('name', '=', 'counter')
    .execute();
}

it('loses no update when eight transactions read and write the same row at once (retried on PostgreSQL)', async () => {
  await t.db.insertInto('job_leases').values({ name: 'counter', holder: '0', leased_until: '' }).execute();
  await Promise.all(
    Array.from({ length: 8 }, () =>
      inTransaction(t.db, (trx) => addOne(trx)),
    ),
  );
  const { holder } = await t.db.selectFrom('job_leases').select('holder').where('name', '=', 'counter').executeTakeFirstOrThrow();
  expect(holder).toBe('8');
});

it('runs writers that name the same thing one at a time, each once, each reading what the one before wrote', async () => {
  await t.db.insertInto('job_leases').values({ name: 'counter', holder: '0', leased_until: '' }).execute();
  let runs = 0;
  let inside = 0;
  let mostInside = 0;
  const increment = (oneAtATime: string) =>
    inTransaction(
      t.db,
      async (trx) => {
        runs += 1;
        inside += 1;
        mostInside = Math.max(mostInside, inside);
        try {
          await addOne(trx);
        } finally {
          inside -= 1;
        }
      },
      { oneAtATime },
    );
  await Promise.all(Array.from({ length: 12 }, () => increment('the counter')));
  const { holder } = await t.db.selectFrom('job_leases').select('holder').where('name', '=', 'counter').executeTakeFirstOrThrow();
  expect(holder).toBe('12');
  // Twelve at once without taking turns ran again after serialization failures (PostgreSQL) and, under load, failed for good.
  expect(runs).toBe(12);
  expect(mostInside).toBe(1);
});

it('rolls everything back and passes the error on when the work fails', async () => {
  await expect(
    inTransaction(t.db, async (trx) => {
      await trx.insertInto('job_leases').values({ name: 'half-done', holder: 'x', leased_until: '' }).execute();
      throw new Error('refused halfway');
    }),
  ).rejects.toThrow('refused halfway');
  expect(await t.db.selectFrom('job_leases').select('name').where('name', '=', 'half-done').execute()).toEqual([]);
});
