import { hostname } from 'node:os';
import type { Db } from '../db/db';
import { takeJobLease } from './job-leases.repository';

/** This process, as it signs its leases. */
export const LEASE_HOLDER = `${hostname()}:${process.pid}`;

/**
 * Runs `job` only when this process takes its lease for the next `leaseMs`: with several app
 * processes on one database, each due run of a scheduled job happens once. A lease a crashed
 * process left runs out by itself. Answers whether the job ran here.
 */
export async function runOnceAcrossProcesses(
  db: Db,
  name: string,
  leaseMs: number,
  job: () => Promise<void>,
  now = new Date(),
): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs).toISOString();
  if (!(await takeJobLease(db, name, LEASE_HOLDER, now.toISOString(), until))) return false;
  await job();
  return true;
}
