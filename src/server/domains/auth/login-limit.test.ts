import { databaseLocation } from '../../platform/config/config';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../platform/db/database';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, TEST_ADMIN, type TestApp, trpcClient } from '../../../test/test-app';
import { DEVICE_COOKIE } from '../../doors/http/device-cookie';
import { usernameDelayMs } from './sign-in-limits';
import { TestClock } from '../../../test/test-clock';
import { withTwoFactor } from '../../../test/two-factor-factories';

let t: TestApp | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}, clock?: TestClock): Promise<TestApp> {
  // Keep the username-wide delay short so these tests stay quick; its curve is tested on its own.
  t = await createTestApp({ LOGIN_DELAY_MAX_MS: '20', ...env }, clock ? { clock } : {});
  return t;
}

function login(app: TestApp, username: string, password: string, ip: string, cookie?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function deviceCookieOf(response: Awaited<ReturnType<typeof login>>): string {
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie');
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

const TOO_MANY = /^Too many attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/;

interface LoginBody {
  success: boolean;
  user: unknown;
  message: string;
}

describe('sign-in limits that slow attackers without locking anyone out', () => {
  it('refuses a (username, address) pair after LOGIN_LIMIT_PER_MINUTE (default 6) failures, even with the right password, and makes no session', async () => {
    const app = await start();
    expect(app.config.LOGIN_LIMIT_PER_MINUTE).toBe(6);
    for (let i = 0; i < 6; i++) expect((await login(app, TEST_ADMIN.username, 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    const refused = await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<LoginBody>()).toMatchObject({ success: false, user: null });
    expect(refused.json<LoginBody>().message).toMatch(TOO_MANY);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('lets the owner sign in from another address while an attacker hammers the username', async () => {
    const app = await start();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 6; i++) await login(app, TEST_ADMIN.username, 'wrong-password', `203.0.113.${round}`);
    }
    const owner = await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json<LoginBody>().success).toBe(true);
  });

  it('lets a browser that signed in before through even from the attacked address', async () => {
    const app = await start();
    const first = await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '10.9.0.1');
    const device = deviceCookieOf(first);
    for (let i = 0; i < 10; i++) await login(app, TEST_ADMIN.username, 'wrong-password', '10.9.0.1');
    expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '10.9.0.1')).statusCode).toBe(429);
    expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '10.9.0.1', device)).statusCode).toBe(200);
    // Another member's device cookie does not count for this username.
    const member = await insertMember(app.db);
    const memberDevice = deviceCookieOf(await login(app, member.username, member.password, '10.9.0.2'));
    expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '10.9.0.1', memberDevice)).statusCode).toBe(429);
  });

  it('never counts successes: a clubhouse address signs in 40 members in a row', async () => {
    const app = await start();
    const members = await Promise.all(Array.from({ length: 40 }, () => insertMember(app.db)));
    for (const member of members) expect((await login(app, member.username, member.password, '192.0.2.50')).statusCode).toBe(200);
  });

  it('clears the pair on success, so a member who mistypes a few times is not blocked later', async () => {
    const app = await start({ LOGIN_LIMIT_PER_MINUTE: '3' });
    const member = await insertMember(app.db);
    for (let round = 0; round < 3; round++) {
      await login(app, member.username, 'typo', '10.3.0.1');
      await login(app, member.username, 'typo', '10.3.0.1');
      expect((await login(app, member.username, member.password, '10.3.0.1')).statusCode).toBe(200);
    }
  });

  it('keeps the count across a restart and between two processes on one database', async () => {
    const app = await start({ LOGIN_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i++) await login(app, 'casey', 'wrong-password', '10.4.0.1');
    const db = openDatabase(databaseLocation(app.config));
    const second = await buildApp({ config: app.config, db, logger: false, clientDir: path.join(app.dir, 'no-client') });
    cleanups.push(async () => {
      await second.close();
      await db.destroy();
    });
    const refused = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'casey', password: 'wrong-password' }, remoteAddress: '10.4.0.1' });
    expect(refused.statusCode).toBe(429);
  });

  it('does not let strangers’ failures block the owner’s password change', async () => {
    const app = await start();
    const member = await insertMember(app.db);
    for (let i = 0; i < 12; i++) await login(app, member.username, 'wrong-password', `10.5.0.${i}`);
    const cookie = await memberCookie(app.db, member.id);
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { cookie },
      payload: { currentPassword: member.password, newPassword: 'a-new-password-9', confirmPassword: 'a-new-password-9' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('applies the hourly limit to a pair too', async () => {
    const app = await start({ LOGIN_LIMIT_PER_MINUTE: '10', LOGIN_LIMIT_PER_HOUR: '2' });
    await login(app, 'user-a', 'wrong-password', '10.2.0.1');
    await login(app, 'user-a', 'wrong-password', '10.2.0.1');
    const refused = await login(app, 'user-a', 'wrong-password', '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<LoginBody>().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect((await login(app, 'user-b', 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
  });

  it('counts tRPC sign-ins against the same limit and answers TOO_MANY_REQUESTS', async () => {
    const app = await start({ LOGIN_LIMIT_PER_MINUTE: '2' });
    const client = trpcClient(app.app);
    for (let i = 0; i < 2; i++) {
      await expect(client.auth.login.mutate({ username: TEST_ADMIN.username, password: 'wrong-password' })).rejects.toThrow('Invalid username or password');
    }
    const error: unknown = await client.auth.login.mutate({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect(error instanceof Error ? error.message : '').toMatch(TOO_MANY);
  });
});

// Audit finding: "Ten different usernames tried from one address are never slowed: limits are per
// (username, address) only, so password spraying from one address is unbounded."
describe('the per-address ceiling on failed sign-ins (password spraying)', () => {
  const FROM_ADDRESS = /^Too many failed sign-ins from your network\. Please wait \d+ (seconds|minutes?) and try again\.$/;

  it('answers 429 with a clear message at the 11th username tried from one address; the owner of a real account there waits too, another address does not', async () => {
    const app = await start();
    expect(app.config.LOGIN_ADDRESS_FAILURE_LIMIT).toBe(10);
    const member = await insertMember(app.db);
    const answers = [];
    for (let i = 1; i <= 11; i++) answers.push((await login(app, `spray-target-${i}`, 'Summer2026!', '198.18.0.1')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const refused = await login(app, 'spray-target-12', 'Summer2026!', '198.18.0.1');
    expect(refused.json<LoginBody>()).toMatchObject({ success: false, user: null });
    expect(refused.json<LoginBody>().message).toMatch(FROM_ADDRESS);
    expect(refused.json<LoginBody>().message).toMatch(/Please wait 1[45] minutes/);
    // The password is not even checked from there now: a right one waits as well, without a session.
    const right = await login(app, member.username, member.password, '198.18.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
    expect((await login(app, member.username, member.password, '198.18.0.2')).statusCode).toBe(200);
  });

  it('lets a browser that signed in as the member before through from the sprayed address; another member’s browser does not count', async () => {
    const app = await start();
    const member = await insertMember(app.db);
    const other = await insertMember(app.db);
    const device = deviceCookieOf(await login(app, member.username, member.password, '198.18.1.1'));
    const otherDevice = deviceCookieOf(await login(app, other.username, other.password, '198.18.1.9'));
    for (let i = 1; i <= 10; i++) await login(app, `spray-target-${i}`, 'Summer2026!', '198.18.1.1');
    expect((await login(app, 'spray-target-11', 'Summer2026!', '198.18.1.1')).statusCode).toBe(429);
    const owner = await login(app, member.username, member.password, '198.18.1.1', device);
    expect(owner.statusCode).toBe(200);
    expect(owner.json<LoginBody>().success).toBe(true);
    // The cookie is trusted for its own member only: for this username it is a stranger's browser.
    expect((await login(app, member.username, member.password, '198.18.1.1', otherDevice)).statusCode).toBe(429);
  });

  it('counts failures only: right passwords in between, including ones that lead to a second step, leave the ceiling where it was', async () => {
    const app = await start();
    const members = await Promise.all(Array.from({ length: 12 }, () => insertMember(app.db)));
    const twoFactorMember = members[11];
    if (!twoFactorMember) throw new Error('no member');
    await withTwoFactor(app.db, twoFactorMember.id);
    for (let i = 1; i <= 9; i++) expect((await login(app, `spray-target-${i}`, 'Summer2026!', '198.18.2.1')).statusCode).toBe(401);
    for (const member of members.slice(0, 11)) expect((await login(app, member.username, member.password, '198.18.2.1')).statusCode).toBe(200);
    const secondStep = await login(app, twoFactorMember.username, twoFactorMember.password, '198.18.2.1');
    expect(secondStep.json<{ twoFactorToken?: string }>().twoFactorToken).toBeTruthy();
    expect((await login(app, 'spray-target-10', 'Summer2026!', '198.18.2.1')).statusCode).toBe(401);
    expect((await login(app, 'spray-target-11', 'Summer2026!', '198.18.2.1')).statusCode).toBe(429);
  });

  it('holds against a burst: of 25 parallel guesses at different usernames, 10 are checked', async () => {
    const app = await start();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login(app, `burst-target-${i}`, 'Summer2026!', '198.18.3.1')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('slides: fifteen minutes after the first failures the address may try again', async () => {
    const clock = new TestClock('2027-04-01T10:00:00.000Z');
    const app = await start({}, clock);
    for (let i = 1; i <= 10; i++) await login(app, `spray-target-${i}`, 'Summer2026!', '198.18.4.1');
    expect((await login(app, 'spray-target-11', 'Summer2026!', '198.18.4.1')).statusCode).toBe(429);
    clock.set('2027-04-01T10:15:01.000Z');
    expect((await login(app, 'spray-target-11', 'Summer2026!', '198.18.4.1')).statusCode).toBe(401);
  });
});

describe('the username-wide delay', () => {
  it('is nothing for a few failures, then doubles up to its cap, and never refuses', () => {
    expect([0, 1, 4].map((n) => usernameDelayMs(n, 4000))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => usernameDelayMs(n, 4000))).toEqual([250, 500, 1000, 2000]);
    expect(usernameDelayMs(50, 4000)).toBe(4000);
    expect(usernameDelayMs(10_000, 4000)).toBe(4000);
  });
});
