import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, TEST_ADMIN, type TestApp, trpcClient } from '../../../test/test-app';
import { insertMember } from '../../../test/factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function login(username: string, password: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: cookie ? { cookie } : {},
  });
}

describe('sign-in', () => {
  it('signs the first admin in and reports the session', async () => {
    const response = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { username: 'admin', memberType: 'admin' } });
    const cookie = sessionCookieFrom(response.headers['set-cookie']);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toEqual({ isAuthenticated: true, user: { id: 1, username: 'admin', memberType: 'admin' } });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await login('nobody-here', 'whatever-password');
    const wrong = await login(TEST_ADMIN.username, 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ success: false, user: null, message: 'Invalid username or password' });
  });

  it('rotates the session id at login, so an old cookie stops working', async () => {
    const member = await insertMember(t.db);
    const first = sessionCookieFrom((await login(member.username, member.password)).headers['set-cookie']);
    const second = sessionCookieFrom((await login(member.username, member.password, first)).headers['set-cookie']);
    expect(second).not.toBe(first);
    const withOld = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } });
    expect(withOld.json()).toMatchObject({ isAuthenticated: false });
    const withNew = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: second } });
    expect(withNew.json()).toMatchObject({ isAuthenticated: true });
  });

  it('ends the session at logout', async () => {
    const cookie = sessionCookieFrom((await login(TEST_ADMIN.username, TEST_ADMIN.password)).headers['set-cookie']);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.json()).toEqual({ success: true });
    const after = await trpcClient(t.app, cookie).auth.user.query();
    expect(after).toEqual({ isAuthenticated: false, user: null });
    const sessions = await t.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
  });

  it('sets an httpOnly, SameSite=Lax cookie holding at least 128 random bits', async () => {
    const response = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
    const value = sessionCookieFrom(header).split('=')[1] ?? '';
    expect(Buffer.from(value, 'base64url').length).toBeGreaterThanOrEqual(16);
  });
});
