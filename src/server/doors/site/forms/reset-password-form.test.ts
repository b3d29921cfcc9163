import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_UPDATED } from '../../../../shared/auth/reset-password-fields';
import { outboxTo, tokenFromText } from '../../../../test/application-factories';
import { insertMember } from '../../../../test/factories';
import { hasInput, type SiteForms, siteForms } from '../../../../test/site-forms';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { INVALID_RESET_LINK } from '../../../domains/auth/password-reset.service';

let t: TestApp;
let s: SiteForms;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://club.example' });
  s = await siteForms(t);
}, 180_000);
afterAll(async () => {
  await s.site.close();
  await t.close();
});

let members = 0;
/** A member who asked for a reset link: the token from the mail. */
async function resetLink(password = 'old-password-1') {
  const n = ++members;
  const member = await insertMember(t.db, { username: `resetter${n}`, email: `resetter${n}@example.com`, password });
  expect((await s.post('/forgot-password', { email: member.email ?? '' }, { ip: `10.0.3.${n}` })).statusCode).toBe(303);
  const mail = (await outboxTo(t.db, member.email ?? '')).at(-1);
  if (!mail) throw new Error('no reset mail');
  return { member, token: tokenFromText(mail.text_body) };
}

function signIn(username: string, password: string) {
  return s.site.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

describe('the reset-password page and form without scripts', () => {
  it('renders the form on the server, the token in a hidden field, never cached and never sent on as a Referer', async () => {
    const { token } = await resetLink();
    const page = await s.site.inject({ url: `/reset-password?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a New Password');
    expect(page.body).toMatch(/<form[^>]*method="post"[^>]*action="\/reset-password"|<form[^>]*action="\/reset-password"[^>]*method="post"/);
    expect(hasInput(page.body, 'token', token)).toBe(true);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const withoutToken = await s.site.inject({ url: '/reset-password' });
    expect(withoutToken.body).toContain('This link is not complete');
    expect(withoutToken.headers['cache-control']).toBe('no-store');
  });

  it('sets the new password and answers 303 to sign in; the old password and the link stop working', async () => {
    const { member, token } = await resetLink();
    const response = await s.post('/reset-password', { token, password: 'NewFairway9', confirmPassword: 'NewFairway9' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/signin');
    expect((await signIn(member.username, 'old-password-1')).statusCode).toBe(401);
    expect((await signIn(member.username, 'NewFairway9')).statusCode).toBe(200);

    const again = await s.post('/reset-password', { token, password: 'Another9Pass', confirmPassword: 'Another9Pass' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Password Not Changed');
    expect(again.body).toContain(INVALID_RESET_LINK);
    expect(again.body).not.toContain('Another9Pass');
    expect((await signIn(member.username, 'NewFairway9')).statusCode).toBe(200);
  });

  it('answers bad passwords with the page again: the messages by the fields, the link kept, no password echoed', async () => {
    const { member, token } = await resetLink();
    const weak = await s.post('/reset-password', { token, password: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.headers['cache-control']).toBe('no-store');
    expect(weak.body).toContain('Password must be at least 8 characters');
    expect(weak.body).not.toContain('value="short"');
    expect(hasInput(weak.body, 'token', token)).toBe(true);
    const mismatch = await s.post('/reset-password', { token, password: 'NewFairway9', confirmPassword: 'NewFairway8' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('Passwords don&#x27;t match');
    expect(mismatch.body).not.toContain('NewFairway');
    // Nothing was spent: the link still sets the password.
    expect((await s.post('/reset-password', { token, password: 'NewFairway9', confirmPassword: 'NewFairway9' })).statusCode).toBe(303);
    expect((await signIn(member.username, 'NewFairway9')).statusCode).toBe(200);
  });

  it('refuses a wrong or a cut-short link with a clear message, changing nothing', async () => {
    const { member } = await resetLink();
    for (const token of ['not-a-real-token-at-all', 'abc', '']) {
      const response = await s.post('/reset-password', { token, password: 'NewFairway9', confirmPassword: 'NewFairway9' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(INVALID_RESET_LINK);
    }
    expect((await signIn(member.username, 'old-password-1')).statusCode).toBe(200);
  });

  it('answers a script the same post as JSON', async () => {
    const { token } = await resetLink();
    const invalid = await s.post('/reset-password', { token, password: 'NewFairway9', confirmPassword: '' }, { json: true });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ ok: false, errors: { confirmPassword: 'Please confirm your password' }, notice: { tone: 'error', title: 'Password Not Changed', text: 'Please confirm your password' } });
    const accepted = await s.post('/reset-password', { token, password: 'NewFairway9', confirmPassword: 'NewFairway9' }, { json: true });
    expect(accepted.json()).toEqual({ ok: true, location: '/signin', notice: PASSWORD_UPDATED, data: null });
    const spent = await s.post('/reset-password', { token, password: 'NewFairway9', confirmPassword: 'NewFairway9' }, { json: true });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual({ ok: false, errors: {}, notice: { tone: 'error', title: 'Password Not Changed', text: INVALID_RESET_LINK } });
  });

  it('refuses a post from another site', async () => {
    const { member, token } = await resetLink();
    const response = await s.post('/reset-password', { token, password: 'NewFairway9', confirmPassword: 'NewFairway9' }, { site: 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect((await signIn(member.username, 'old-password-1')).statusCode).toBe(200);
  });
});
