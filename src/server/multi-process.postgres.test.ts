import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, type RunningProcess, startProcess } from '../../scripts/support/processes';
import { insertMember, memberCookie } from '../test/factories';
import { insertReservationRow } from '../test/reservation-factories';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app';
import { findJobLease } from './platform/jobs/job-leases.repository';

// Two app processes behind any proxy, one PostgreSQL database: what one does, the other sees,
// and nothing that is guarded or scheduled happens twice.
let t: TestApp;
const processes: RunningProcess[] = [];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: t.config.DATABASE_URL,
      // Every process of a club on PostgreSQL brings the same secrets key (here, the test app's).
      SECRETS_KEY: t.config.SECRETS_KEY,
      UPLOADS_DIR: t.config.UPLOADS_DIR,
      BACKUP_DIR: t.config.BACKUP_DIR,
      REMINDER_INTERVAL_MS: '500',
      LOG_LEVEL: 'silent',
    };
    processes.push(await startProcess(['--import', 'tsx', path.join('src/server/main.ts')], env, port, '/healthz'));
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((running) => running.stop()));
  await t.close();
});

function url(i: number, route: string): string {
  const running = processes[i % processes.length];
  if (!running) throw new Error('No app process');
  return `${running.url}${route}`;
}

const json = { 'content-type': 'application/json' };

it('runs both processes on the one database', () => {
  expect(t.config.DATABASE_URL).toMatch(/^postgres:\/\//);
  expect(processes).toHaveLength(2);
});

it('keeps a session made on one process on the other', async () => {
  const login = await fetch(url(0, '/api/auth/login'), { method: 'POST', headers: json, body: JSON.stringify(TEST_ADMIN) });
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const me = await fetch(url(1, '/api/auth/user'), { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ user: { username: TEST_ADMIN.username } });
});

it('ends a session signed out on one process on the other too, read caches and all', async () => {
  const member = await insertMember(t.db);
  const cookie = await memberCookie(t.db, member.id);
  const signedInOn = async (i: number) => {
    const answer: unknown = await (await fetch(url(i, '/api/auth/user'), { headers: { cookie } })).json();
    return typeof answer === 'object' && answer !== null && 'isAuthenticated' in answer && answer.isAuthenticated === true;
  };
  // The second process reads the session twice (the second time it may answer from its read cache).
  expect(await signedInOn(1)).toBe(true);
  expect(await signedInOn(1)).toBe(true);
  expect((await fetch(url(0, '/api/auth/logout'), { method: 'POST', headers: { ...json, cookie } })).status).toBe(200);
  // A cached row holds until the commit notice arrives (well under a millisecond on one machine).
  await expect.poll(() => signedInOn(1), { timeout: 2000, interval: 20 }).toBe(false);
});

it('never books more than the slot holds when eight members take its last two places through both processes', async () => {
  const date = day(2);
  const first = await insertMember(t.db);
  await insertReservationRow(t.db, { user_id: first.id, date, time: '12:00', players: 2 });
  const members = await Promise.all(Array.from({ length: 8 }, async () => memberCookie(t.db, (await insertMember(t.db)).id)));
  const statuses = await Promise.all(
    members.map(async (cookie, i) => {
      const response = await fetch(url(i, '/api/reservations'), {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ date, time: '12:00', players: 1 }),
      });
      return response.status;
    }),
  );
  expect(statuses.filter((status) => status === 201)).toHaveLength(2);
  expect(statuses.filter((status) => status === 409)).toHaveLength(6);
  const rows = await t.db
    .selectFrom('reservations')
    .select('players')
    .where('date', '=', date)
    .where('time', '=', '12:00')
    .where('cancelled_at', 'is', null)
    .execute();
  expect(rows.reduce((sum, row) => sum + row.players, 0)).toBe(4);
});

it('holds a sign-in limit reached on one process on the other', async () => {
  const member = await insertMember(t.db);
  const attempt = (i: number, password: string) =>
    fetch(url(i, '/api/auth/login'), { method: 'POST', headers: json, body: JSON.stringify({ username: member.username, password }) });
  for (let i = 0; i < 6; i++) expect((await attempt(0, 'wrong-password')).status).toBe(401);
  expect((await attempt(1, member.password)).status).toBe(429);
});

it('sends each membership reminder once with both processes running the reminder job', async () => {
  const due = await Promise.all(Array.from({ length: 6 }, () => insertMember(t.db, { paidThrough: day(5) })));
  const mailsTo = async (email: string | null) =>
    (
      await t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', email ?? '')
        .where('subject', 'like', '%membership%')
        .execute()
    ).length;
  await expect
    .poll(async () => Promise.all(due.map((member) => mailsTo(member.email))), { timeout: 15_000, interval: 250 })
    .toEqual(due.map(() => 1));
  // Several due times later (the job runs every half second), still one each.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await Promise.all(due.map((member) => mailsTo(member.email)))).toEqual(due.map(() => 1));
  const lease = await findJobLease(t.db, 'membership-reminders');
  expect(lease?.holder).toMatch(new RegExp(`:(${processes.map((running) => running.pid).join('|')})$`));
});
