import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runOnceAcrossProcesses } from './job-lease';
import { findJobLease, takeJobLease } from './job-leases.repository';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const at = (second: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, second)).toISOString();

it('gives a lease to one holder until it runs out, then to the next who asks', async () => {
  expect(await takeJobLease(t.db, 'reminders', 'a:1', at(0), at(30))).toBe(true);
  expect(await takeJobLease(t.db, 'reminders', 'b:2', at(10), at(40))).toBe(false);
  expect(await takeJobLease(t.db, 'digests', 'b:2', at(10), at(40))).toBe(true);
  expect(await takeJobLease(t.db, 'reminders', 'b:2', at(30), at(60))).toBe(true);
  expect(await findJobLease(t.db, 'reminders')).toEqual({ name: 'reminders', holder: 'b:2', leased_until: at(60) });
});

it('gives it to exactly one of ten holders asking at the same moment', async () => {
  const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => takeJobLease(t.db, 'housekeeping', `host:${i}`, at(0), at(30))));
  expect(taken.filter(Boolean)).toHaveLength(1);
});

it('runs the job only where the lease was taken', async () => {
  let runs = 0;
  const job = () => Promise.resolve(void (runs += 1));
  const now = new Date(at(0));
  const ran = await Promise.all([1, 2, 3].map(() => runOnceAcrossProcesses(t.db, 'weekly-digests', 60_000, job, now)));
  expect(ran.filter(Boolean)).toHaveLength(1);
  expect(runs).toBe(1);
});
