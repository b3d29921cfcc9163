import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../test/application-factories';
import { insertMember } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { testDeps } from '../../../test/test-deps';
import { databaseLocation } from '../../platform/config/config';
import { openDatabase } from '../../platform/db/database';
import { reminderDue, sendDueReminders } from './reminders.service';

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock('2027-03-10T17:00:00.000Z');
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

/** What the job runs with; a new one over a fresh connection is a restarted server. */
const jobDeps = (db = t.db) => testDeps(t, { db, clock });

describe('which reminder is due', () => {
  it.each([
    [31, null],
    [30, '30-days'],
    [8, '30-days'],
    [7, '7-days'],
    [1, '7-days'],
    [0, 'due'],
    [-14, 'due'],
    [-15, 'lapsed'],
    [-44, 'lapsed'],
    [-45, null],
  ])('%i days left: %s', (daysLeft, kind) => {
    expect(reminderDue(daysLeft, 30, 14)).toBe(kind);
  });
});

describe('the reminder job', () => {
  it('sends 30 days before, 7 days before, on the day and at the lapse, each once across runs, overlaps and a restart', async () => {
    const member = await insertMember(t.db, { paidThrough: '2027-04-09' });
    const subjects = async () => (await outboxTo(t.db, member.email ?? '')).map((row) => row.subject);

    const [first, overlapping] = await Promise.all([sendDueReminders(jobDeps()), sendDueReminders(jobDeps())]);
    expect(first + overlapping).toBe(1);
    expect(await subjects()).toEqual(['Remote Golf Club: your membership is due in 30 days']);

    const restarted = openDatabase(databaseLocation(t.config));
    expect(await sendDueReminders(jobDeps(restarted))).toBe(0);
    await restarted.destroy();

    clock.set('2027-04-02T17:00:00.000Z');
    await sendDueReminders(jobDeps());
    await sendDueReminders(jobDeps());
    clock.set('2027-04-09T17:00:00.000Z');
    await sendDueReminders(jobDeps());
    clock.set('2027-04-24T17:00:00.000Z');
    await sendDueReminders(jobDeps());
    await sendDueReminders(jobDeps());
    expect(await subjects()).toEqual([
      'Remote Golf Club: your membership is due in 30 days',
      'Remote Golf Club: your membership is due in 7 days',
      'Remote Golf Club: your membership is due today',
      'Remote Golf Club: your membership lapsed 15 days ago',
    ]);
    const lapsed = (await outboxTo(t.db, member.email ?? '')).at(-1);
    expect(lapsed?.text_body).toContain('Your membership lapsed 15 days ago: it was paid through April 9, 2027.');
    expect(lapsed?.text_body).toContain('Renew my membership: http://localhost:3000/member/renew');
  });

  it('starts again after a renewal: the new paid-through date is a new period', async () => {
    const member = await insertMember(t.db, { paidThrough: '2027-04-09' });
    await sendDueReminders(jobDeps());
    await t.db.updateTable('users').set({ paid_through: '2028-04-09' }).where('id', '=', member.id).execute();
    clock.set('2028-03-10T17:00:00.000Z');
    await sendDueReminders(jobDeps());
    expect(await outboxTo(t.db, member.email ?? '')).toHaveLength(2);
  });

  it('lets requests through while it works through many members', async () => {
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 120)
      insert into users (username, password_hash, member_type, full_name, email, created_at, paid_through)
      select 'due' || i, 'x', 'standard', 'Due ' || i, 'due' || i || '@example.com', '2026-01-01T00:00:00.000Z', '2027-04-09' from n`.execute(
      t.db,
    );
    let requestServed = false;
    setImmediate(() => {
      requestServed = true;
    });
    const outcome = await sendDueReminders(jobDeps()).then((sent) => ({ sent, servedBeforeTheEnd: requestServed }));
    expect(outcome).toEqual({ sent: 120, servedBeforeTheEnd: true });
  });

  it('leaves admins and members with plenty of time alone', async () => {
    const admin = await insertMember(t.db, { memberType: 'admin', paidThrough: '2027-03-10' });
    const member = await insertMember(t.db, { paidThrough: '2027-06-01' });
    expect(await sendDueReminders(jobDeps())).toBe(0);
    expect(await outboxTo(t.db, admin.email ?? '')).toHaveLength(0);
    expect(await outboxTo(t.db, member.email ?? '')).toHaveLength(0);
  });
});
