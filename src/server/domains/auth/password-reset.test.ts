import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxTo, tokenFromText } from '../../../test/application-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { FORGOT_PASSWORD_ANSWER } from '../../../shared/auth/onboarding.schema';
import { INVALID_RESET_LINK } from './password-reset.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function requestReset(email: string) {
  return trpcClient(t.app).auth.forgotPassword.mutate({ email });
}

async function resetLinkToken(email: string): Promise<string> {
  const mail = await outboxTo(t.db, email);
  const last = mail.at(-1);
  if (!last) throw new Error('no reset mail');
  return tokenFromText(last.text_body);
}

function login(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

describe('forgotten password', () => {
  it('gives the same answer for a known and an unknown e-mail, mailing only the member', async () => {
    await insertMember(t.db, { username: 'forgetful', email: 'forgetful@example.com' });
    expect(await requestReset('Forgetful@example.com')).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    expect(await requestReset('stranger@example.com')).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    const mail = await outboxTo(t.db, 'forgetful@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Remote Golf Club: reset your password']);
    expect(mail[0]?.text_body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
    expect(mail[0]?.text_body).toContain('"forgetful"');
    expect(await outboxTo(t.db, 'stranger@example.com')).toHaveLength(0);
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const member = await insertMember(t.db, { username: 'resetme', email: 'resetme@example.com', password: 'old-password-1' });
    const cookie = await memberCookie(t.db, member.id);
    await requestReset('resetme@example.com');
    const token = await resetLinkToken('resetme@example.com');
    expect(await trpcClient(t.app).auth.resetPassword.mutate({ token, password: 'NewFairway9' })).toEqual({ success: true });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toEqual({ isAuthenticated: false, user: null });
    expect((await login('resetme', 'old-password-1')).statusCode).toBe(401);
    expect((await login('resetme', 'NewFairway9')).json()).toMatchObject({ success: true });

    const again = await trpcClient(t.app)
      .auth.resetPassword.mutate({ token, password: 'Another9Pass' })
      .catch((caught: unknown) => caught);
    expect(again instanceof Error ? again.message : '').toBe(INVALID_RESET_LINK);
  });

  it('refuses an expired or wrong link and keeps the password', async () => {
    await insertMember(t.db, { username: 'expired', email: 'expired@example.com', password: 'old-password-1' });
    await requestReset('expired@example.com');
    const token = await resetLinkToken('expired@example.com');
    await t.db.updateTable('password_reset_tokens').set({ expires_at: new Date(Date.now() - 1).toISOString() }).execute();
    for (const candidate of [token, 'a-completely-wrong-token']) {
      const error = await trpcClient(t.app)
        .auth.resetPassword.mutate({ token: candidate, password: 'NewFairway9' })
        .catch((caught: unknown) => caught);
      expect(error instanceof Error ? error.message : '').toBe(INVALID_RESET_LINK);
    }
    expect((await login('expired', 'old-password-1')).json()).toMatchObject({ success: true });
  });

  it('a newer link replaces the older one', async () => {
    await insertMember(t.db, { username: 'twolinks', email: 'twolinks@example.com' });
    await requestReset('twolinks@example.com');
    const first = await resetLinkToken('twolinks@example.com');
    await requestReset('twolinks@example.com');
    const error = await trpcClient(t.app)
      .auth.resetPassword.mutate({ token: first, password: 'NewFairway9' })
      .catch((caught: unknown) => caught);
    expect(error instanceof Error ? error.message : '').toBe(INVALID_RESET_LINK);
  });

  it('is rate-limited per IP with the public form limit', async () => {
    await t.close();
    t = await createTestApp({ FORM_LIMIT_PER_HOUR: '1' });
    await requestReset('one@example.com');
    const error = await requestReset('two@example.com').catch((caught: unknown) => caught);
    expect(error instanceof Error ? error.message : '').toMatch(/^Too many attempts/);
  });
});
