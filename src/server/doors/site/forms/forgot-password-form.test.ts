import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT } from '../../../../shared/auth/forgot-password-fields';
import { FORGOT_PASSWORD_ANSWER } from '../../../../shared/auth/onboarding.schema';
import { outboxTo } from '../../../../test/application-factories';
import { insertMember } from '../../../../test/factories';
import { hasInput, type SiteForms, siteForms } from '../../../../test/site-forms';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let s: SiteForms;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://club.example', FORM_LIMIT_PER_HOUR: '3' });
  s = await siteForms(t);
}, 180_000);
afterAll(async () => {
  await s.site.close();
  await t.close();
});

describe('the forgot-password form without scripts', () => {
  it('mails the link and answers 303 back to the page, which says to look for it', async () => {
    await insertMember(t.db, { username: 'forgetful', email: 'forgetful@example.com' });
    const response = await s.post('/forgot-password', { email: 'forgetful@example.com' }, { ip: '10.0.2.1' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/forgot-password?sent=true');
    const mail = await outboxTo(t.db, 'forgetful@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Remote Golf Club: reset your password']);
    expect(mail[0]?.text_body).toMatch(/https:\/\/club\.example\/reset-password\?token=/);
    const page = await s.site.inject({ url: '/forgot-password?sent=true' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Check your e-mail');
    expect(page.body).toContain(FORGOT_PASSWORD_ANSWER);
    expect(page.body).not.toContain('Send Reset Link');
  });

  it('answers an unknown address the same way, mailing no one', async () => {
    const response = await s.post('/forgot-password', { email: 'stranger@example.com' }, { ip: '10.0.2.2' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/forgot-password?sent=true');
    expect(await outboxTo(t.db, 'stranger@example.com')).toHaveLength(0);
  });

  it('answers a bad address with the page again: the message by the field, what was typed kept', async () => {
    const response = await s.post('/forgot-password', { email: 'not-an-email' }, { ip: '10.0.2.3' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Invalid email address');
    expect(hasInput(response.body, 'email', 'not-an-email')).toBe(true);
    expect(response.body).toMatch(/aria-invalid="true"/);
  });

  it('answers a script the same post as JSON', async () => {
    const accepted = await s.post('/forgot-password', { email: 'someone@example.com' }, { json: true, ip: '10.0.2.4' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['cache-control']).toBe('no-store');
    expect(accepted.json()).toEqual({ ok: true, location: '/forgot-password?sent=true', notice: FORGOT_PASSWORD_SENT, data: null });
    const refused = await s.post('/forgot-password', { email: '' }, { json: true, ip: '10.0.2.4' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ok: false, errors: { email: 'Invalid email address' }, notice: { tone: 'error', title: 'Request Failed', text: 'Invalid email address' } });
  });

  it('refuses a post from another site, and mails nothing', async () => {
    await insertMember(t.db, { username: 'targeted', email: 'targeted@example.com' });
    const response = await s.post('/forgot-password', { email: 'targeted@example.com' }, { site: 'cross-site', ip: '10.0.2.5' });
    expect(response.statusCode).toBe(403);
    expect(await outboxTo(t.db, 'targeted@example.com')).toHaveLength(0);
  });

  it('keeps to the same limit as the script: the fourth request in an hour is refused on the page, address kept', async () => {
    await insertMember(t.db, { username: 'hurried', email: 'hurried@example.com' });
    for (let i = 0; i < 3; i++) expect((await s.post('/forgot-password', { email: 'hurried@example.com' }, { ip: '10.0.2.6' })).statusCode).toBe(303);
    const refused = await s.post('/forgot-password', { email: 'hurried@example.com' }, { ip: '10.0.2.6' });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Request Failed');
    expect(refused.body).toContain('Too many');
    expect(hasInput(refused.body, 'email', 'hurried@example.com')).toBe(true);
    expect(await outboxTo(t.db, 'hurried@example.com')).toHaveLength(3);
  });
});
