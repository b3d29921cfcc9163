import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CREATED, MALFORMED_INVITATION } from '../../../../shared/auth/onboard-fields';
import { insertApplication } from '../../../../test/application-factories';
import { insertMember } from '../../../../test/factories';
import { hasInput, type SiteForms, siteForms } from '../../../../test/site-forms';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { issueInvitation } from '../../../domains/membership/applications/invitation.service';

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

let applicants = 0;
async function invitation() {
  const n = ++applicants;
  const application = await insertApplication(t.db, { first_name: 'Robin', last_name: `Greenway${n}`, email: `robin${n}@example.com`, status: 'approved', paid: 1 });
  return issueInvitation(t.db, application.id, Date.now());
}

const user = (username: string) => t.db.selectFrom('users').select(['username', 'full_name']).where('username', '=', username).executeTakeFirst();
const account = (token: string, username: string) => ({ token, username, password: 'Fairway2026', confirmPassword: 'Fairway2026' });

describe('the onboarding page and form without scripts', () => {
  it('checks the invitation on the server: the form for a valid one, never cached, never sent on as a Referer', async () => {
    const token = await invitation();
    const page = await s.site.inject({ url: `/onboard?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Create Your Account');
    expect(page.body).toContain('Valid invitation token detected');
    expect(page.body).toMatch(new RegExp(`Welcome, (<!-- -->)?Robin Greenway${applicants}<`));
    expect(hasInput(page.body, 'token', token)).toBe(true);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('says on the server why a wrong or a malformed link does not work', async () => {
    const wrong = await s.site.inject({ url: '/onboard?token=this-is-not-a-real-token' });
    expect(wrong.body).toContain('Access Required');
    expect(wrong.body).toContain('This invitation link is not valid.');
    const malformed = await s.site.inject({ url: '/onboard?token=abc' });
    expect(malformed.body).toContain(MALFORMED_INVITATION);
    expect(malformed.body).not.toContain('We could not check your invitation');
    const none = await s.site.inject({ url: '/onboard' });
    expect(none.body).toContain('You need a valid invitation to create your account.');
  });

  it('creates the member and answers 303 to sign in; the spent link then says so', async () => {
    const token = await invitation();
    const response = await s.post('/onboard', account(token, 'robin_new'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/signin');
    expect(await user('robin_new')).toEqual({ username: 'robin_new', full_name: `Robin Greenway${applicants}` });
    const signIn = await s.site.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'robin_new', password: 'Fairway2026' } });
    expect(signIn.statusCode).toBe(200);

    const again = await s.post('/onboard', account(token, 'robin_again'));
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This invitation has already been used. Please sign in with your account.');
    expect(await user('robin_again')).toBeUndefined();
  });

  it('answers bad fields with the page again: the messages by the fields, username and link kept, no password echoed', async () => {
    const token = await invitation();
    const response = await s.post('/onboard', { token, username: 'ab', password: 'weakpass', confirmPassword: 'weakpass' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Username must be at least 3 characters');
    expect(response.body).toContain('Password must contain at least one lowercase letter, one uppercase letter, and one number');
    expect(hasInput(response.body, 'username', 'ab')).toBe(true);
    expect(hasInput(response.body, 'token', token)).toBe(true);
    expect(response.body).not.toContain('weakpass');
    // Still the form of the same invitation, checked again on the server.
    expect(response.body).toContain('Valid invitation token detected');
    expect(await user('ab')).toBeUndefined();
  });

  it('says a taken username by its field, and spends nothing', async () => {
    await insertMember(t.db, { username: 'taken_name' });
    const token = await invitation();
    const response = await s.post('/onboard', account(token, 'taken_name'));
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('Username already taken');
    expect(hasInput(response.body, 'username', 'taken_name')).toBe(true);
    expect((await s.post('/onboard', account(token, 'free_name'))).statusCode).toBe(303);
  });

  it('refuses a wrong or a cut-short token with a clear message', async () => {
    const wrong = await s.post('/onboard', account('this-is-not-a-real-token', 'nobody_1'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('This invitation link is not valid.');
    const short = await s.post('/onboard', account('abc', 'nobody_2'));
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(MALFORMED_INVITATION);
    expect(await user('nobody_1')).toBeUndefined();
  });

  it('answers a script the same post as JSON', async () => {
    await insertMember(t.db, { username: 'json_taken' });
    const token = await invitation();
    const invalid = await s.post('/onboard', { ...account(token, 'json_new'), confirmPassword: 'Fairway2027' }, { json: true });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ ok: false, errors: { confirmPassword: "Passwords don't match" }, notice: { tone: 'error', title: 'Failed to create account', text: "Passwords don't match" } });
    const taken = await s.post('/onboard', account(token, 'json_taken'), { json: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ ok: false, errors: { username: 'Username already taken' }, notice: { tone: 'error', title: 'Failed to create account', text: 'Username already taken' } });
    const accepted = await s.post('/onboard', account(token, 'json_new'), { json: true });
    expect(accepted.json()).toEqual({ ok: true, location: '/signin', notice: ACCOUNT_CREATED, data: null });
  });

  it('refuses a post from another site', async () => {
    const token = await invitation();
    expect((await s.post('/onboard', account(token, 'cross_site'), { site: 'cross-site' })).statusCode).toBe(403);
    expect(await user('cross_site')).toBeUndefined();
  });
});
