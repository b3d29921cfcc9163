import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, sessionCookieFrom, type TestApp, trpcClient } from '../../../test/test-app';
import { verifyPassword } from '../../platform/passwords/password';
import { findUserById } from '../users/users.repository';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const valid = { fullName: 'Casey Fairway', email: 'casey@example.com', phone: '(555) 201-0002', address: '48 Eagle Court, Denver' };

function dataOf(error: unknown): unknown {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data;
}

describe('profile', () => {
  it('starts with what the account carries and shows the account status', async () => {
    const member = await insertMember(t.db, { fullName: 'Jordan Applicant', email: 'jordan@example.com' });
    const profile = await trpcClient(t.app, await memberCookie(t.db, member.id)).profile.get.query();
    expect(profile).toEqual({
      username: member.username,
      memberType: 'standard',
      fullName: 'Jordan Applicant',
      email: 'jordan@example.com',
      phone: '',
      address: '',
      memberSince: member.created_at,
      postResults: true,
      pendingEmail: null,
      timeZone: null,
    });
  });

  it('keeps the member’s time zone as the runtime spells it, and refuses an unknown one changing nothing', async () => {
    const member = await insertMember(t.db);
    const cookie = await memberCookie(t.db, member.id);
    const api = trpcClient(t.app, cookie);
    expect((await api.profile.setTimeZone.mutate({ timeZone: 'asia/tokyo' })).timeZone).toBe('Asia/Tokyo');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...valid, email: member.email, timeZone: 'Mars/Olympus_Mons' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Unknown time zone: choose one from the list, such as Asia/Tokyo' });
    expect((await findUserById(t.db, member.id))?.full_name).toBe(member.full_name);
    const put = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...valid, email: member.email, timeZone: 'Europe/Oslo' } });
    expect(put.json()).toMatchObject({ timeZone: 'Europe/Oslo', fullName: 'Casey Fairway' });
    // Leaving it out of a profile save keeps it.
    await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...valid, email: member.email } });
    expect((await api.profile.get.query()).timeZone).toBe('Europe/Oslo');
  });

  it('saves the personal information, through tRPC and PUT /api/profile alike', async () => {
    const member = await insertMember(t.db);
    const cookie = await memberCookie(t.db, member.id);
    // The address stays (changing it takes the password and a confirmation: email-change.test.ts).
    await trpcClient(t.app, cookie).profile.update.mutate({ ...valid, email: member.email ?? '' });
    const row = await findUserById(t.db, member.id);
    expect(row).toMatchObject({ full_name: 'Casey Fairway', email: member.email, phone: '(555) 201-0002', address: '48 Eagle Court, Denver' });

    const put = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...valid, email: member.email, fullName: 'Casey F.' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ fullName: 'Casey F.', username: member.username });
    const get = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(get.json()).toMatchObject({ fullName: 'Casey F.' });
  });

  it.each([
    ['fullName', 'C', 'Full name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', '555-1234', 'Phone number must be at least 10 characters'],
    ['address', '1 A', 'Address must be at least 5 characters'],
  ])('refuses a bad %s with the spec’s message and changes nothing', async (field, value, message) => {
    const member = await insertMember(t.db, { fullName: 'Original Name' });
    const cookie = await memberCookie(t.db, member.id);
    const response = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...valid, [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    expect((await findUserById(t.db, member.id))?.full_name).toBe('Original Name');
  });

  it('refuses a visitor with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', payload: valid })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  const change = { currentPassword: 'member-password-1', newPassword: 'new-secret-22', confirmPassword: 'new-secret-22' };

  it('refuses a wrong current password and changes nothing', async () => {
    const member = await insertMember(t.db);
    const cookie = await memberCookie(t.db, member.id);
    const other = await memberCookie(t.db, member.id);
    const error = await trpcClient(t.app, cookie)
      .profile.changePassword.mutate({ ...change, currentPassword: 'wrong-password' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error instanceof Error ? error.message : '').toBe('Current password is incorrect');
    expect(dataOf(error)).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { currentPassword: ['Current password is incorrect'] } });
    const row = await findUserById(t.db, member.id);
    expect(await verifyPassword(row?.password_hash ?? '', 'member-password-1')).toBe(true);
    expect((await trpcClient(t.app, other).auth.user.query()).isAuthenticated).toBe(true);
  });

  it.each([
    [{ newPassword: 'short', confirmPassword: 'short' }, 'newPassword', 'Password must be at least 6 characters'],
    [{ currentPassword: 'abc' }, 'currentPassword', 'Password must be at least 6 characters'],
    [{ confirmPassword: 'different-22' }, 'confirmPassword', "Passwords don't match"],
  ])('refuses %j with the spec’s message', async (override, field, message) => {
    const member = await insertMember(t.db);
    const cookie = await memberCookie(t.db, member.id);
    const response = await t.app.inject({ method: 'POST', url: '/api/profile/password', headers: { cookie }, payload: { ...change, ...override } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: [message] } });
  });

  it('stores a new argon2id hash, keeps this session and ends the other sessions (they get 401)', async () => {
    const member = await insertMember(t.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: member.password } });
    const phone = sessionCookieFrom(login.headers['set-cookie']);
    const laptop = await memberCookie(t.db, member.id);
    const stranger = await insertMember(t.db);
    const strangerCookie = await memberCookie(t.db, stranger.id);

    expect(await trpcClient(t.app, laptop).profile.changePassword.mutate(change)).toEqual({ success: true });

    const row = await findUserById(t.db, member.id);
    expect(row?.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row?.password_hash ?? '', 'new-secret-22')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: laptop } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: strangerCookie } })).statusCode).toBe(200);

    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: member.password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: 'new-secret-22' } });
    expect(newLogin.statusCode).toBe(200);
  });
});
