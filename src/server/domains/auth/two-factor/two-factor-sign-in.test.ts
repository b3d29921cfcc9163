import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRows } from '../../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../../test/factories';
import { createTestApp, sessionCookieFrom, type TestApp, trpcClient } from '../../../../test/test-app';
import { appCode, withTwoFactor } from '../../../../test/two-factor-factories';
import { testDeps } from '../../../../test/test-deps';
import { CHALLENGE_MS, passTwoFactorChallenge, SIGN_IN_EXPIRED, TOO_MANY_WRONG_CODES } from './two-factor-sign-in.service';
import { WRONG_CODE } from './second-factor-proof';
import { TestClock } from '../../../../test/test-clock';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function restLogin(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

async function restSecondStep(token: string, code: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { token, code } });
}

async function memberWithTwoFactor() {
  const member = await insertMember(t.db);
  return { member, ...(await withTwoFactor(t.db, member.id)) };
}

async function challengeFor(username: string, password: string): Promise<string> {
  const result = await trpcClient(t.app).auth.login.mutate({ username, password });
  if (!result.twoFactorToken) throw new Error('expected a second-factor step');
  return result.twoFactorToken;
}

describe('signing in with a second factor', () => {
  it('answers a token instead of a session after the password, then signs in with the app code (REST door)', async () => {
    const { member, secret } = await memberWithTwoFactor();
    const first = await restLogin(member.username, member.password);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const body = first.json<{ success: boolean; user: null; message: string; twoFactorToken: string }>();
    expect(body).toMatchObject({ success: false, user: null, message: 'Enter the 6-digit code from your authenticator app.' });
    expect(body.twoFactorToken.length).toBeGreaterThanOrEqual(40);

    const second = await restSecondStep(body.twoFactorToken, appCode(secret, 1));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, user: { username: member.username } });
    const cookie = sessionCookieFrom(second.headers['set-cookie']);
    expect(await trpcClient(t.app, cookie).auth.user.query()).toMatchObject({ isAuthenticated: true });
  });

  it('signs in through the tRPC door too, and a used code cannot sign in again', async () => {
    const { member, secret } = await memberWithTwoFactor();
    const code = appCode(secret, 1);
    const ok = await trpcClient(t.app).auth.verifyTwoFactor.mutate({ token: await challengeFor(member.username, member.password), code });
    expect(ok.success).toBe(true);
    const replay = trpcClient(t.app).auth.verifyTwoFactor.mutate({ token: await challengeFor(member.username, member.password), code });
    await expect(replay).rejects.toThrow(WRONG_CODE);
  });

  it('takes a recovery code once, in any case and spacing, and audits it', async () => {
    const { member, codes } = await memberWithTwoFactor();
    const code = codes[0] ?? '';
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const ok = await restSecondStep(await challengeFor(member.username, member.password), typed);
    expect(ok.json()).toMatchObject({ success: true });
    const again = await restSecondStep(await challengeFor(member.username, member.password), code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: WRONG_CODE });
    const status = await trpcClient(t.app, await memberCookie(t.db, member.id)).profile.twoFactor.status.query();
    expect(status.recoveryCodesLeft).toBe(9);
    expect((await auditRows(t.db)).map((row) => row.summary)).toContain('Signed in with a recovery code (9 left)');
  });

  it('refuses a second step without a right password first, and a token that is made up', async () => {
    const { secret } = await memberWithTwoFactor();
    const response = await restSecondStep('made-up-token-made-up-token-made-up-token', appCode(secret));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, user: null, message: SIGN_IN_EXPIRED });
  });

  it('ends the step after five wrong codes; the right code afterwards does not sign in', async () => {
    const { member, secret } = await memberWithTwoFactor();
    const token = await challengeFor(member.username, member.password);
    const wrong = appCode(secret) === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await restSecondStep(token, wrong)).json<{ message: string }>().message);
    expect(answers).toEqual([WRONG_CODE, WRONG_CODE, WRONG_CODE, WRONG_CODE, TOO_MANY_WRONG_CODES]);
    const late = await restSecondStep(token, appCode(secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: SIGN_IN_EXPIRED });
  });

  it('lets a step expire after five minutes', async () => {
    const { member, secret } = await memberWithTwoFactor();
    const token = await challengeFor(member.username, member.password);
    const later = new TestClock(new Date(Date.now() + CHALLENGE_MS + 1000).toISOString());
    await expect(passTwoFactorChallenge(testDeps(t, { clock: later, secrets: t.secrets }), { token, code: appCode(secret) }, { ip: '127.0.0.1', deviceToken: undefined })).rejects.toThrow(
      SIGN_IN_EXPIRED,
    );
  });

  it('signs in once when the same token and code race', async () => {
    const { member, secret } = await memberWithTwoFactor();
    const token = await challengeFor(member.username, member.password);
    const code = appCode(secret, 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => restSecondStep(token, code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const sessions = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', member.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it('refuses a code that is not a code before counting it', async () => {
    const { member } = await memberWithTwoFactor();
    const response = await restSecondStep(await challengeFor(member.username, member.password), 'hello!');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Enter the 6-digit code from your app or one of your recovery codes' });
  });

  it('keeps members without a second factor on one step', async () => {
    const member = await insertMember(t.db);
    const response = await restLogin(member.username, member.password);
    expect(response.json()).toMatchObject({ success: true });
    expect(response.json()).not.toHaveProperty('twoFactorToken');
  });
});
