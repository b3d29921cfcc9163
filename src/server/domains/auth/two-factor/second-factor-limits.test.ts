import { afterEach, describe, expect, it } from 'vitest';
import { auditRows } from '../../../../test/admin-helpers';
import { insertMember } from '../../../../test/factories';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../../../test/test-app';
import { TestClock } from '../../../../test/test-clock';
import { totpCodeAt } from '../../../../test/totp-codes';
import { withTwoFactor } from '../../../../test/two-factor-factories';
import { DEVICE_COOKIE } from '../../../doors/http/device-cookie';
import { TWO_FACTOR_ACCOUNT_CEILING, TWO_FACTOR_LOCK_MS } from '../../../platform/limits/limiters';
import { SECOND_FACTOR_LOCKED, TOO_MANY_CODES_HERE } from './second-factor-limits';
import { WRONG_CODE } from './second-factor-proof';
import { MAX_WRONG_CODES, SIGN_IN_EXPIRED, TOO_MANY_WRONG_CODES } from './two-factor-sign-in.service';

// Audit finding: "Whoever knows an admin's password can keep that admin out: the second-factor
// limit is per account and counts before the code is checked; the right code and a recovery code
// both get 429." These tests play the attacker (who has the password) and the owner.

const STEP_MS = 30_000;
const MINUTE = 60_000;

let t: TestApp;
afterEach(() => t.close());

interface Answer {
  status: number;
  message: string;
  token: string | undefined;
  deviceCookie: string | undefined;
  sessionCookie: string | undefined;
}

async function setUp() {
  // Ahead of the wall clock, so every code the test makes is newer than the one that turned the factor on.
  const clock = new TestClock(new Date(Date.now() + 10 * MINUTE).toISOString());
  t = await createTestApp({}, { clock });
  const admin = await insertMember(t.db, { memberType: 'admin', email: 'owner@example.com' });
  const factor = await withTwoFactor(t.db, admin.id);
  /** The app's code at the test's time, `steps` 30-second steps on (a phone a little ahead still counts). */
  const codeAt = (steps = 0) => totpCodeAt(factor.secret, clock.now().getTime() + steps * STEP_MS);
  const right = () => new Set([codeAt(-1), codeAt(0), codeAt(1)]);
  const wrongCode = () => ['000000', '111111', '222222', '333333'].find((code) => !right().has(code)) ?? '444444';
  return { clock, admin, ...factor, codeAt, wrongCode };
}

function answerOf(response: Awaited<ReturnType<TestApp['app']['inject']>>): Answer {
  const body = response.json<{ message: string; twoFactorToken?: string }>();
  const cookie = (name: string) => response.cookies.find((candidate) => candidate.name === name);
  const device = cookie(DEVICE_COOKIE);
  return {
    status: response.statusCode,
    message: body.message,
    token: body.twoFactorToken,
    deviceCookie: device ? `${DEVICE_COOKIE}=${device.value}` : undefined,
    sessionCookie: response.headers['set-cookie'] && response.statusCode === 200 && !body.twoFactorToken ? sessionCookieFrom(response.headers['set-cookie']) : undefined,
  };
}

async function password(username: string, secret: string, ip: string, cookie?: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: secret },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  const token = answerOf(response).token;
  if (!token) throw new Error(`expected a second step, got ${response.statusCode} ${response.body}`);
  return token;
}

async function code(token: string, typed: string, ip: string, cookie?: string): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { token, code: typed },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return answerOf(response);
}

const WAIT = /^\d+ (seconds|minutes?)$/;
/** Whether a message is the given one with some wait put in (the wait itself is checked where it matters). */
const isMessage = (make: (wait: string) => string, message: string) => {
  const [before = '', after = ''] = make('\u0000').split('\u0000');
  return message.startsWith(before) && message.endsWith(after) && WAIT.test(message.slice(before.length, message.length - after.length));
};
const isHere = (message: string) => isMessage(TOO_MANY_CODES_HERE, message);
const isLocked = (message: string) => isMessage(SECOND_FACTOR_LOCKED, message);

async function lockMails() {
  return t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body']).where('subject', 'like', '%someone has your password%').execute();
}

describe('second-factor limits that cannot lock the owner out', () => {
  it('the audit’s attack: an attacker with the password uses up the tries at address A; the owner at address B gets in with the right code', async () => {
    const { admin, codeAt, wrongCode } = await setUp();
    const A = '203.0.113.9';
    // Two second steps, five wrong codes each (the step ends at the fifth).
    for (let round = 0; round < 2; round++) {
      const token = await password(admin.username, admin.password, A);
      const answers = [];
      for (let i = 0; i < MAX_WRONG_CODES; i++) answers.push((await code(token, wrongCode(), A)).message);
      expect(answers).toEqual([WRONG_CODE, WRONG_CODE, WRONG_CODE, WRONG_CODE, TOO_MANY_WRONG_CODES]);
    }
    // Address A is now over its limit: wrong codes are refused there, and so is a right one (it is not even checked).
    const third = await password(admin.username, admin.password, A);
    const refused = await code(third, wrongCode(), A);
    expect(refused.status).toBe(429);
    expect(isHere(refused.message)).toBe(true);
    expect(refused.message).toMatch(/Please wait \d+ minutes? and try again/);
    expect((await code(third, codeAt(), A)).status).toBe(429);

    // Before the fix the limit was per account: this answered 429 too.
    const owner = await code(await password(admin.username, admin.password, '198.51.100.20'), codeAt(), '198.51.100.20');
    expect(owner.status).toBe(200);
    expect(owner.message).toBe('You have been logged in successfully');
    expect(await lockMails()).toEqual([]);
  });

  it('a recovery code passes a limit that refuses app codes at the same address', async () => {
    const { admin, codes, wrongCode } = await setUp();
    const shared = '192.0.2.77';
    for (let round = 0; round < 2; round++) {
      const token = await password(admin.username, admin.password, shared);
      for (let i = 0; i < MAX_WRONG_CODES; i++) await code(token, wrongCode(), shared);
    }
    const token = await password(admin.username, admin.password, shared);
    expect((await code(token, wrongCode(), shared)).status).toBe(429);
    expect((await code(token, codes[0] ?? '', shared)).status).toBe(200);
  });

  it('at the per-account ceiling codes from the app lock in untrusted browsers and the owner gets one e-mail; a recovery code and a trusted browser still get in', async () => {
    const { admin, codes, codeAt, wrongCode } = await setUp();
    // The owner signed in on their own laptop once: that browser is trusted for the account.
    const home = '198.51.100.1';
    const laptop = await code(await password(admin.username, admin.password, home), codeAt(), home);
    expect(laptop.status).toBe(200);
    const laptopCookie = laptop.deviceCookie ?? '';
    expect(laptopCookie).not.toBe('');

    // The attacker spreads wrong codes over addresses, each within its own limit, until the account's ceiling.
    let checked = 0;
    let lockAnswer: Answer | undefined;
    for (let address = 1; address <= 10 && !lockAnswer; address++) {
      const ip = `203.0.113.${address}`;
      for (let round = 0; round < 2 && !lockAnswer; round++) {
        const token = await password(admin.username, admin.password, ip);
        for (let i = 0; i < MAX_WRONG_CODES && !lockAnswer; i++) {
          const answer = await code(token, wrongCode(), ip);
          if (answer.status === 429) lockAnswer = answer;
          else checked++;
        }
      }
    }
    // The owner's sign-in on the laptop was one of the account's tries: the attacker got the rest.
    expect(checked).toBe(TWO_FACTOR_ACCOUNT_CEILING - 1);
    expect(lockAnswer && isLocked(lockAnswer.message)).toBe(true);
    expect(lockAnswer?.message).toContain('For the next 60 minutes');

    // More attempts from yet more addresses: still locked, still one e-mail.
    for (let address = 50; address < 54; address++) {
      const ip = `203.0.113.${address}`;
      const answer = await code(await password(admin.username, admin.password, ip), wrongCode(), ip);
      expect(answer.status).toBe(429);
      expect(isLocked(answer.message)).toBe(true);
    }
    const mails = await lockMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe('owner@example.com');
    expect(mails[0]?.text_body).toContain('Whoever it was knows your password.');
    expect(mails[0]?.text_body).toContain('Change your password now.');
    expect(mails[0]?.text_body).toContain('/member/profile?tab=security');
    expect((await auditRows(t.db)).filter((row) => row.action === 'member.two_factor_locked')).toHaveLength(1);

    // The owner on a new phone: the app's code waits out the lock, a recovery code does not.
    const phone = '198.51.100.2';
    const phoneToken = await password(admin.username, admin.password, phone);
    expect(isLocked((await code(phoneToken, codeAt(), phone)).message)).toBe(true);
    expect((await code(phoneToken, codes[1] ?? '', phone)).status).toBe(200);

    // The trusted laptop signs in with the app's code, even from the attacker's own address.
    const attackerAddress = '203.0.113.1';
    const fromLaptop = await code(await password(admin.username, admin.password, attackerAddress, laptopCookie), codeAt(1), attackerAddress, laptopCookie);
    expect(fromLaptop.status).toBe(200);
    expect(await lockMails()).toHaveLength(1);
  });

  it('one e-mail per lock, not per attempt: a new lock after the last one ended sends the next', async () => {
    const { clock, admin, wrongCode } = await setUp();
    const attack = async (prefix: string) => {
      let answer: Answer | undefined;
      for (let address = 1; address <= 10; address++) {
        const ip = `${prefix}.${address}`;
        for (let round = 0; round < 2; round++) {
          const token = await password(admin.username, admin.password, ip);
          for (let i = 0; i < MAX_WRONG_CODES; i++) {
            answer = await code(token, wrongCode(), ip);
            if (answer.status === 429) return answer;
          }
        }
      }
      return answer;
    };
    expect(isLocked((await attack('203.0.113'))?.message ?? '')).toBe(true);
    expect(isLocked((await attack('203.0.114'))?.message ?? '')).toBe(true);
    expect(await lockMails()).toHaveLength(1);

    clock.set(new Date(clock.now().getTime() + TWO_FACTOR_LOCK_MS + MINUTE).toISOString());
    expect(isLocked((await attack('203.0.115'))?.message ?? '')).toBe(true);
    expect(await lockMails()).toHaveLength(2);
    expect((await auditRows(t.db)).filter((row) => row.action === 'member.two_factor_locked')).toHaveLength(2);
  });

  it('a new password, as the e-mail says, ends the attacker’s open second steps and lifts the lock', async () => {
    const { admin, codes, codeAt, wrongCode } = await setUp();
    let lockedToken: string | undefined;
    for (let address = 1; address <= 10 && !lockedToken; address++) {
      const ip = `203.0.113.${address}`;
      for (let round = 0; round < 2 && !lockedToken; round++) {
        const token = await password(admin.username, admin.password, ip);
        for (let i = 0; i < MAX_WRONG_CODES && !lockedToken; i++) {
          if ((await code(token, wrongCode(), ip)).status === 429) lockedToken = token;
        }
      }
    }
    const open = await password(admin.username, admin.password, '203.0.113.99');
    expect(isLocked((await code(open, codeAt(), '203.0.113.99')).message)).toBe(true);
    // The owner signs in with a recovery code and changes the password.
    const owner = await code(await password(admin.username, admin.password, '198.51.100.3'), codes[2] ?? '', '198.51.100.3');
    expect(owner.status).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { cookie: owner.sessionCookie ?? '' },
      payload: { currentPassword: admin.password, newPassword: 'a-new-password-9', confirmPassword: 'a-new-password-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await code(open, codeAt(), '203.0.113.99')).message).toBe(SIGN_IN_EXPIRED);
    // No more lock: the owner's app code works in a new browser again.
    const again = await code(await password(admin.username, 'a-new-password-9', '198.51.100.4'), codeAt(), '198.51.100.4');
    expect(again.status).toBe(200);
  });
});
