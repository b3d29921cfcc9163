import { TRPCClientError } from '@trpc/client';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, TEST_ADMIN, trpcClient } from '../../../test/test-app';
import { verifyPassword } from '../../platform/passwords/password';
import { findUserById, findUserByUsername } from '../users/users.repository';
import { LAST_ADMIN_DELETE, LAST_ADMIN_DEMOTE, SELF_DELETE, USERNAME_TAKEN } from './members.service';

const anyString: unknown = expect.any(String);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

function rest(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { cookie, 'content-type': 'application/json' } }),
  });
}

async function sessionsOf(userId: number) {
  return t.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
}

describe('GET /api/admin/members', () => {
  it('lists members with id, username and memberType, never a password', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    const response = await rest('GET', '/api/admin/members', adminCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<Array<Record<string, unknown>>>();
    expect(body).toHaveLength(3);
    expect(body[0]).toMatchObject({ id: 1, username: TEST_ADMIN.username, memberType: 'admin' });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it('pages past 50 and searches by username, name or e-mail (case-insensitive)', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    for (let i = 0; i < 55; i += 1) await insertMember(t.db, { username: `golfer${String(i).padStart(2, '0')}` });
    await insertMember(t.db, { username: 'zed', fullName: 'Annika Sorenstam', email: 'annika@example.com' });
    const trpc = trpcClient(t.app, adminCookie);
    const first = await trpc.admin.members.list.query({});
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(59);
    const second = await trpc.admin.members.list.query({ page: 2 });
    expect(second.items).toHaveLength(9);
    expect(new Set([...first.items, ...second.items].map((member) => member.id)).size).toBe(59);
    expect((await trpc.admin.members.list.query({ search: 'GOLFER5' })).items.map((m) => m.username)).toEqual([
      'golfer50',
      'golfer51',
      'golfer52',
      'golfer53',
      'golfer54',
    ]);
    expect((await trpc.admin.members.list.query({ search: 'sorenstam' })).items.map((m) => m.username)).toEqual(['zed']);
    expect((await trpc.admin.members.list.query({ search: 'annika@' })).total).toBe(1);
    // LIKE wildcards are searched for literally.
    expect((await trpc.admin.members.list.query({ search: '%' })).total).toBe(0);
    const rest50 = await rest('GET', '/api/admin/members?page=2&search=golfer', adminCookie);
    expect(rest50.json<unknown[]>()).toHaveLength(5);
  });

  it('searches of one or two characters match the start of a username, name or e-mail', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    await insertMember(t.db, { username: 'qx_first', fullName: 'Zoe Stone', email: 'zoe@example.com' });
    await insertMember(t.db, { username: 'other_qx', fullName: 'Qxavier Lund', email: 'lund@example.com' });
    await insertMember(t.db, { username: 'third', fullName: 'Ann Bay', email: 'qx@example.com' });
    await insertMember(t.db, { username: 'fourth_qx', fullName: 'Ann Qx', email: 'fourth@example.com' });
    const trpc = trpcClient(t.app, adminCookie);
    const found = await trpc.admin.members.list.query({ search: 'QX' });
    expect(found.items.map((m) => m.username)).toEqual(['qx_first', 'other_qx', 'third']);
    expect(found.total).toBe(3);
  });

  it('a filtered list counts only ten pages ahead ("500+"), the unfiltered one exactly', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 1200)
      insert into users (username, password_hash, member_type, full_name, email, created_at)
      select 'bulk' || i, 'x', 'standard', 'Bulk ' || i, 'bulk' || i || '@example.com', '2026-01-01T00:00:00.000Z' from n`.execute(t.db);
    const trpc = trpcClient(t.app, adminCookie);
    const all = await trpc.admin.members.list.query({});
    expect(all).toMatchObject({ total: 1203 });
    expect(all.totalIsAtLeast).toBeUndefined();
    const searched = await trpc.admin.members.list.query({ search: 'bulk' });
    expect(searched).toMatchObject({ total: 500, totalIsAtLeast: true });
    expect(await trpc.admin.members.list.query({ search: 'bulk', page: 2 })).toMatchObject({ total: 550, totalIsAtLeast: true });
    // Further on, the count reaches ten pages past the one shown.
    expect(await trpc.admin.members.list.query({ search: 'bulk', page: 20 })).toMatchObject({ total: 1200 });
    expect((await trpc.admin.members.list.query({ search: 'bulk', page: 20 })).totalIsAtLeast).toBeUndefined();
    expect(await trpc.admin.members.list.query({ search: 'bulk1', page: 1 })).toMatchObject({ total: 312 });
  });
});

describe('POST /api/admin/members', () => {
  it('creates a standard member by default whose password signs in', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    const response = await rest('POST', '/api/admin/members', adminCookie, { username: 'newbie', password: 'secret-1' });
    expect(response.statusCode).toBe(201);
    expect(response.json<unknown>()).toMatchObject({ username: 'newbie', memberType: 'standard' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'newbie', password: 'secret-1' } });
    expect(login.json<unknown>()).toMatchObject({ success: true, user: { username: 'newbie', memberType: 'standard' } });
  });

  it.each([
    ['a one-letter username', { username: 'a', password: 'secret-1' }, 'username', 'Username must be at least 3 characters'],
    ['a five-letter password', { username: 'newbie', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['an unknown member type', { username: 'newbie', password: 'secret-1', memberType: 'owner' }, 'memberType', anyString],
  ])('refuses %s with 400 and the message', async (_label, payload, field, message) => {
    const { adminCookie } = await adminAndMember(t.db);
    const response = await rest('POST', '/api/admin/members', adminCookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<unknown>()).toMatchObject({ message, errors: { [field]: [message] } });
    expect(await findUserByUsername(t.db, 'newbie')).toBeUndefined();
  });

  it('refuses a username taken in any case with 409 and a clear message', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    await insertMember(t.db, { username: 'Casey' });
    const response = await rest('POST', '/api/admin/members', adminCookie, { username: 'cASEY', password: 'secret-1' });
    expect(response.statusCode).toBe(409);
    expect(response.json<unknown>()).toMatchObject({ message: USERNAME_TAKEN });
    const error: unknown = await trpcClient(t.app, adminCookie)
      .admin.members.create.mutate({ username: 'CASEY', password: 'secret-1' })
      .catch((caught: unknown) => caught);
    expect(error instanceof TRPCClientError ? error.message : '').toBe(USERNAME_TAKEN);
  });
});

describe('PUT /api/admin/members/{id}', () => {
  it('keeps the current password when the password is blank or left out', async () => {
    const { adminCookie, member } = await adminAndMember(t.db);
    const before = await findUserById(t.db, member.id);
    expect(
      (await rest('PUT', `/api/admin/members/${member.id}`, adminCookie, { username: 'renamed', memberType: 'standard' })).statusCode,
    ).toBe(200);
    expect(
      (await rest('PUT', `/api/admin/members/${member.id}`, adminCookie, { username: 'renamed2', password: '', memberType: 'standard' }))
        .statusCode,
    ).toBe(200);
    const after = await findUserById(t.db, member.id);
    expect(after?.username).toBe('renamed2');
    expect(after?.password_hash).toBe(before?.password_hash);
    expect(await verifyPassword(after?.password_hash ?? '', member.password)).toBe(true);
  });

  it('sets a new password and ends the member’s sessions', async () => {
    const { adminCookie, member } = await adminAndMember(t.db);
    await memberCookie(t.db, member.id);
    const response = await rest('PUT', `/api/admin/members/${member.id}`, adminCookie, {
      username: member.username,
      password: 'brand-new-1',
      memberType: 'standard',
    });
    expect(response.statusCode).toBe(200);
    const after = await findUserById(t.db, member.id);
    expect(await verifyPassword(after?.password_hash ?? '', 'brand-new-1')).toBe(true);
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });

  it('refuses a short new password and a taken username (any case), changing nothing', async () => {
    const { adminCookie, member } = await adminAndMember(t.db);
    await insertMember(t.db, { username: 'Taken' });
    const short = await rest('PUT', `/api/admin/members/${member.id}`, adminCookie, {
      username: 'xy2',
      password: '123',
      memberType: 'standard',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<unknown>()).toMatchObject({ message: 'Password must be at least 6 characters' });
    const taken = await rest('PUT', `/api/admin/members/${member.id}`, adminCookie, { username: 'TAKEN', memberType: 'standard' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<unknown>()).toEqual({ message: USERNAME_TAKEN, errors: { username: [USERNAME_TAKEN] } });
    expect((await findUserById(t.db, member.id))?.username).toBe(member.username);
  });

  it('lets a member keep their own username with a different case', async () => {
    const { adminCookie, member } = await adminAndMember(t.db);
    const response = await rest('PUT', `/api/admin/members/${member.id}`, adminCookie, {
      username: member.username.toUpperCase(),
      memberType: 'standard',
    });
    expect(response.statusCode).toBe(200);
  });

  it('promotes and demotes; demoting ends the member’s sessions', async () => {
    const { adminCookie, member } = await adminAndMember(t.db);
    await rest('PUT', `/api/admin/members/${member.id}`, adminCookie, { username: member.username, memberType: 'admin' });
    expect((await findUserById(t.db, member.id))?.member_type).toBe('admin');
    const promotedCookie = await memberCookie(t.db, member.id);
    const demote = await rest('PUT', `/api/admin/members/${member.id}`, adminCookie, { username: member.username, memberType: 'standard' });
    expect(demote.statusCode).toBe(200);
    expect(await sessionsOf(member.id)).toHaveLength(0);
    expect((await rest('GET', '/api/admin/members', promotedCookie)).statusCode).toBe(401);
  });

  it('refuses to demote the last admin with 409 and a clear message', async () => {
    const adminCookie = await memberCookie(t.db, 1);
    const response = await rest('PUT', '/api/admin/members/1', adminCookie, { username: TEST_ADMIN.username, memberType: 'standard' });
    expect(response.statusCode).toBe(409);
    expect(response.json<unknown>()).toMatchObject({ message: LAST_ADMIN_DEMOTE });
    expect((await findUserById(t.db, 1))?.member_type).toBe('admin');
  });

  it('answers 404 for an unknown member', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    const response = await rest('PUT', '/api/admin/members/4242', adminCookie, { username: 'ghost', memberType: 'standard' });
    expect(response.statusCode).toBe(404);
    expect(response.json<unknown>()).toEqual({ message: 'Member not found.' });
  });
});

describe('DELETE /api/admin/members/{id}', () => {
  it('deletes a member and their sessions', async () => {
    const { adminCookie, member } = await adminAndMember(t.db);
    const response = await rest('DELETE', `/api/admin/members/${member.id}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(await findUserById(t.db, member.id)).toBeUndefined();
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });

  it('refuses to delete yourself', async () => {
    const { adminCookie, admin } = await adminAndMember(t.db);
    const response = await rest('DELETE', `/api/admin/members/${admin.id}`, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json<unknown>()).toEqual({ message: SELF_DELETE });
    expect(await findUserById(t.db, admin.id)).toBeDefined();
  });

  it('refuses to delete the last admin', async () => {
    const adminCookie = await memberCookie(t.db, 1);
    const response = await rest('DELETE', '/api/admin/members/1', adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json<unknown>()).toEqual({ message: LAST_ADMIN_DELETE });
    expect(await findUserById(t.db, 1)).toBeDefined();
  });

  it('deletes another admin while one remains', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    expect((await rest('DELETE', '/api/admin/members/1', adminCookie)).statusCode).toBe(200);
  });

  it('records who did each member change in the audit log', async () => {
    const { adminCookie, admin } = await adminAndMember(t.db);
    const trpc = trpcClient(t.app, adminCookie);
    const created = await trpc.admin.members.create.mutate({ username: 'audited', password: 'secret-1' });
    await trpc.admin.members.update.mutate({ id: created.id, member: { username: 'audited2', memberType: 'admin' } });
    await trpc.admin.members.delete.mutate({ id: created.id });
    const rows = await auditRows(t.db);
    expect(rows.map((row) => [row.action, row.entity_type, row.entity_id, row.actor_id, row.actor_username])).toEqual([
      ['member.create', 'member', String(created.id), admin.id, admin.username],
      ['member.update', 'member', String(created.id), admin.id, admin.username],
      ['member.delete', 'member', String(created.id), admin.id, admin.username],
    ]);
    expect(rows[1]?.summary).toBe('Updated member "audited2": username "audited" → "audited2", type standard → admin');
  });

  it('records nothing for a refused change', async () => {
    const { adminCookie, admin } = await adminAndMember(t.db);
    await rest('DELETE', `/api/admin/members/${admin.id}`, adminCookie);
    await rest('POST', '/api/admin/members', adminCookie, { username: 'a', password: 'x' });
    expect(await auditRows(t.db)).toHaveLength(0);
  });
});
