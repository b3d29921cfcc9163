import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { inTransaction } from './transaction';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

it('loses no update when eight transactions read and write the same row at once (retried on PostgreSQL)', async () => {
  await t.db.insertInto('job_leases').values({ name: 'counter', holder: '0', leased_until: '' }).execute();
  await Promise.all(
    Array.from({ length: 8 }, () =>
      inTransaction(t.db, async (trx) => {
        const { holder } = await trx.selectFrom('job_leases').select('holder').where('name', '=', 'counter').executeTakeFirstOrThrow();
        // Give the other transactions time to read the same value before this one writes.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await trx
          .updateTable('job_leases')
          .set({ holder: String(Number(holder) + 1) })
          .where('name', '=', 'counter')
          .execute();
      }),
    ),
  );
  const { holder } = await t.db.selectFrom('job_leases').select('holder').where('name', '=', 'counter').executeTakeFirstOrThrow();
  expect(holder).toBe('8');
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
