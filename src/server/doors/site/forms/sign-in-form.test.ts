import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../../../test/factories';
import { createSiteApp, postForm } from '../../../../test/site-app';
import { sessionCookieFrom, type TestApp, trpcClient } from '../../../../test/test-app';
import { appCode, withTwoFactor } from '../../../../test/two-factor-factories';

let t: TestApp;
let site: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, site, close } = await createSiteApp());
}, 180_000);
afterAll(() => close());

const signedIn = async (setCookie: string | string[] | undefined) => trpcClient(t.app, sessionCookieFrom(setCookie)).auth.user.query();

describe('sign-in without scripts', () => {
  it('signs in and answers 303 into the members area, or where ?redirect= asked on this site', async () => {
    const member = await insertMember(t.db);
    const home = await postForm(site, '/signin', { username: member.username, password: member.password }, { ip: '10.1.0.1' });
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/member/home');
    expect(await signedIn(home.headers['set-cookie'])).toMatchObject({ isAuthenticated: true, user: { username: member.username } });

    const back = await postForm(site, '/signin', { username: member.username, password: member.password, redirect: '/member/feed' }, { ip: '10.1.0.1' });
    expect(back.headers.location).toBe('/member/feed');
    const elsewhere = await postForm(site, '/signin', { username: member.username, password: member.password, redirect: '//evil.example' }, { ip: '10.1.0.1' });
    expect(elsewhere.headers.location).toBe('/member/home');
  });

  it('answers a wrong password with the page again: the message, the username kept, never the password, no session', async () => {
    const member = await insertMember(t.db);
    const response = await postForm(site, '/signin', { username: member.username, password: 'wrong-password-9', redirect: '/member/feed' }, { ip: '10.1.0.2' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('Login Failed');
    expect(response.body).toMatch(new RegExp(`name="username"[^>]*value="${member.username}"|value="${member.username}"[^>]*name="username"`));
    expect(response.body).not.toContain('wrong-password-9');
    expect(response.body).toMatch(/name="redirect"[^>]*value="\/member\/feed"|value="\/member\/feed"[^>]*name="redirect"/);
  });

  it('shows the spec messages by the fields for input too short', async () => {
    const response = await postForm(site, '/signin', { username: 'a', password: '123' }, { ip: '10.1.0.3' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Username must be at least 2 characters');
    expect(response.body).toContain('Password must be at least 6 characters');
  });

  it('with two-factor on: the code step on the same page, a wrong code tried again, the right one signs in', async () => {
    const member = await insertMember(t.db);
    const { secret } = await withTwoFactor(t.db, member.id);
    const step = await postForm(site, '/signin', { username: member.username, password: member.password, redirect: '/member/feed' }, { ip: '10.1.0.4' });
    expect(step.statusCode).toBe(200);
    expect(step.headers['set-cookie']).toBeUndefined();
    expect(step.body).toContain('Enter the 6-digit code from your authenticator app.');
    const token = /name="token"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="token"/.exec(step.body);
    const tokenValue = token?.[1] ?? token?.[2] ?? '';
    expect(tokenValue.length).toBeGreaterThanOrEqual(40);

    const wrong = await postForm(site, '/signin', { token: tokenValue, username: member.username, redirect: '/member/feed', code: '000000' }, { ip: '10.1.0.4' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(tokenValue);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await postForm(site, '/signin', { token: tokenValue, username: member.username, redirect: '/member/feed', code: appCode(secret, 1) }, { ip: '10.1.0.4' });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/member/feed');
    expect(await signedIn(right.headers['set-cookie'])).toMatchObject({ isAuthenticated: true });
  });

  it('an expired code step starts again at the password, saying so', async () => {
    const response = await postForm(site, '/signin', { token: 'x'.repeat(43), username: 'someone', code: '123456' }, { ip: '10.1.0.5' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('This sign-in has expired. Please sign in again.');
    expect(response.body).not.toContain('x'.repeat(43));
    expect(response.body).toContain('name="password"');
  });

  it('answers the page script as JSON: the user, or the code step', async () => {
    const member = await insertMember(t.db);
    const answer = await postForm(site, '/signin', { username: member.username, password: member.password }, { json: true, ip: '10.1.0.6' });
    expect(answer.json()).toMatchObject({ ok: true, location: '/member/home', data: { success: true, user: { username: member.username } } });
    const other = await insertMember(t.db);
    await withTwoFactor(t.db, other.id);
    const step = await postForm(site, '/signin', { username: other.username, password: other.password }, { json: true, ip: '10.1.0.6' });
    expect(step.json()).toMatchObject({ ok: true, location: null, data: { success: false } });
    expect(step.body).toMatch(/"twoFactorToken":"[\w-]{40,}"/);
  });

  it('refuses a sign-in posted from another site', async () => {
    const member = await insertMember(t.db);
    const response = await postForm(site, '/signin', { username: member.username, password: member.password }, { fetchSite: 'cross-site', ip: '10.1.0.7' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
