import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { insertMatch } from '../../../test/feed-factories';
import { insertReservationRow } from '../../../test/reservation-factories';
import { TestClock } from '../../../test/test-clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDeps } from '../../../test/test-deps';
import { databaseLocation } from '../../platform/config/config';
import type { Db } from '../../platform/db/db';
import { openDatabase } from '../../platform/db/database';
import { setOptOut } from '../../platform/mail/mail-preferences.repository';
import { claimDigests } from './digest.repository';
import { DIGEST_CLAIM_MS, sendDueDigests } from './weekly-digest.service';

// Monday 2027-03-08 in New York (EST): the digest's default day (Monday) and hour (08:00 = 13:00 UTC).
const DAY = '2027-03-08';
const at = (time: string) => `${DAY}T${time}.000Z`;
const HOUR_START = at('13:00:00');
const LAST_TICK = at('13:59:55');

let clock: TestClock;
let t: TestApp;
beforeEach(async () => {
  clock = new TestClock(HOUR_START);
  t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock });
});
afterEach(() => t.close());

const depsOver = (db: Db = t.db) => testDeps(t, { db, clock });

/** Members without the cost of a password hash each; answers their ids. */
async function insertMembers(count: number, prefix = 'golfer'): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    username: `${prefix}${i}`,
    password_hash: '!',
    member_type: 'standard' as const,
    full_name: `Golfer ${i}`,
    email: `${prefix}${i}@example.com`,
    phone: null,
    address: null,
    created_at: HOUR_START,
    paid_through: '2027-12-31',
  }));
  const inserted = await t.db.insertInto('users').values(rows).returning('id').execute();
  return inserted.map((row) => row.id);
}

const digestsTo = async () =>
  (await t.db.selectFrom('mail_outbox').select(['to_address', 'text_body']).where('subject', '=', 'Your week at Remote Golf Club').execute());

function countsByAddress(rows: Array<{ to_address: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.to_address, (counts.get(row.to_address) ?? 0) + 1);
  return counts;
}

describe('the weekly digest in claimed batches', () => {
  it('two app instances on one database running it at once mail every member exactly once, and skip those who opted out, have no e-mail or left', async () => {
    await insertMembers(230);
    const optedOut = await insertMember(t.db, { username: 'quiet', email: 'quiet@example.com' });
    await setOptOut(t.db, optedOut.id, 'weekly_digest', true, HOUR_START);
    await insertMember(t.db, { username: 'nomail', email: null });
    const left = await insertMember(t.db, { username: 'leaver', email: 'leaver@example.com' });
    await t.db.updateTable('users').set({ deleted_at: HOUR_START }).where('id', '=', left.id).execute();
    clock.set(LAST_TICK); // the hour's last run takes everyone left
    const second = openDatabase(databaseLocation(t.config));
    try {
      const runs = await Promise.all([
        sendDueDigests(depsOver(), { batchSize: 20 }),
        sendDueDigests(depsOver(second), { batchSize: 20 }),
        sendDueDigests(depsOver(second), { batchSize: 7 }),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(230);
      expect(await Promise.all([sendDueDigests(depsOver()), sendDueDigests(depsOver(second))])).toEqual([0, 0]);
    } finally {
      await second.destroy();
    }
    const counts = countsByAddress(await digestsTo());
    expect(counts.size).toBe(230);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const address of ['quiet@example.com', 'leaver@example.com']) expect(counts.has(address)).toBe(false);
    const claims = await t.db.selectFrom('digest_sends').select(['queued_at']).where('week', '=', DAY).execute();
    expect(claims).toHaveLength(230);
    expect(claims.every((claim) => claim.queued_at !== null)).toBe(true);
  });

  it('a batch that stopped between claim and queue loses no member: its claim runs out and the next run mails them, once', async () => {
    const ids = await insertMembers(30);
    clock.set(LAST_TICK);
    // A process claimed the first ten and stopped before queuing them.
    const stopped = ids.slice(0, 10);
    const until = new Date(clock.now().getTime() + DIGEST_CLAIM_MS).toISOString();
    expect(await claimDigests(t.db, stopped, DAY, { holder: 'stopped', now: clock.now().toISOString(), until })).toEqual(stopped);
    expect(await sendDueDigests(depsOver())).toBe(20);
    expect((await digestsTo()).map((row) => row.to_address)).not.toContain('golfer0@example.com');
    clock.set(new Date(clock.now().getTime() + DIGEST_CLAIM_MS).toISOString()); // still Monday, past the hour: the catch-up pace
    expect(await sendDueDigests(depsOver(), { tickMs: 60 * 60_000 })).toBe(10);
    const counts = countsByAddress(await digestsTo());
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('a batch that stopped between queue and mark sends nothing twice when its members are taken again', async () => {
    await insertMembers(5);
    clock.set(LAST_TICK);
    expect(await sendDueDigests(depsOver())).toBe(5);
    // As if the mark after the outbox insert never happened, and the claims ran out.
    await t.db.updateTable('digest_sends').set({ queued_at: null, claimed_until: LAST_TICK }).execute();
    clock.set(new Date(Date.parse(LAST_TICK) + DIGEST_CLAIM_MS).toISOString());
    expect(await sendDueDigests(depsOver(), { tickMs: 60 * 60_000 })).toBe(0);
    expect(await digestsTo()).toHaveLength(5);
    expect((await t.db.selectFrom('digest_sends').select('queued_at').execute()).every((row) => row.queued_at !== null)).toBe(true);
  });

  it('paces itself by the clock: what is left spread over what is left of the hour, the rest in its last run, the hour\u2019s pace after it', async () => {
    await insertMembers(120);
    const tick = { tickMs: 60_000 };
    clock.set(at('12:59:00')); // 07:59: before the hour
    expect(await sendDueDigests(depsOver(), tick)).toBe(0);
    clock.set(HOUR_START); // 120 over 60 minutes, a minute's share
    expect(await sendDueDigests(depsOver(), tick)).toBe(2);
    clock.set(at('13:30:00')); // 118 over the 30 minutes left
    expect(await sendDueDigests(depsOver(), tick)).toBe(4);
    clock.set(at('13:59:30')); // the last run of the hour takes the rest
    expect(await sendDueDigests(depsOver(), tick)).toBe(114);
    expect(await sendDueDigests(depsOver(), tick)).toBe(0);
    expect(await digestsTo()).toHaveLength(120);
    // Next Monday the server only starts at 10:00, after the hour: the whole club's pace over an hour.
    clock.set('2027-03-15T14:00:00.000Z');
    expect(await sendDueDigests(depsOver(), tick)).toBe(2);
    clock.set('2027-03-16T13:30:00.000Z'); // Tuesday: not the digest day
    expect(await sendDueDigests(depsOver(), tick)).toBe(0);
  });

  it('writes each member their own week from the batch\u2019s reads: their tee times and matches, not their neighbours\u2019', async () => {
    const [first, second] = await insertMembers(2);
    if (first === undefined || second === undefined) throw new Error('no members');
    await insertReservationRow(t.db, { user_id: first, date: '2027-03-10', time: '09:00', players: 3 });
    await insertReservationRow(t.db, { user_id: first, date: '2027-03-20', time: '09:00' }); // after the week
    await insertMatch(t.db, second, [], '2027-03-12', '14:30');
    clock.set(LAST_TICK);
    expect(await sendDueDigests(depsOver())).toBe(2);
    const bodies = new Map((await digestsTo()).map((row) => [row.to_address, row.text_body]));
    expect(bodies.get('golfer0@example.com')).toContain('Your week:\nTee time Wednesday, March 10, 2027 at 9:00 AM (America/New_York) (3 players)\n');
    expect(bodies.get('golfer0@example.com')).not.toContain('Golf match');
    expect(bodies.get('golfer1@example.com')).toContain('Your week:\nGolf match Friday, March 12, 2027 at 2:30 PM (America/New_York)\n');
    expect(bodies.get('golfer1@example.com')).not.toContain('Tee time');
  });
});
