import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMatch, insertPost } from '../../../test/feed-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, TEST_ADMIN, type TestApp, trpcClient } from '../../../test/test-app';
import { findUserByUsername } from '../users/users.repository';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function deleteAccount(cookie: string, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/profile/delete', headers: { cookie }, payload: body });
}

describe('a member deletes their own account', () => {
  it('removes their posts and comments when they choose so, pseudonymises their scores, and signs them out for good', async () => {
    const leaver = await insertMember(t.db, { username: 'leaver', email: 'leaver@example.com', fullName: 'Lee Ver' });
    const friend = await insertMember(t.db, { username: 'friend' });
    // A match already played: it stays whole. (A coming one the leaver would leave.)
    const match = await insertMatch(t.db, friend.id, [leaver.id], '2026-01-10');
    await t.db.insertInto('match_scores').values({ match_id: match.id, user_id: leaver.id, hole: 1, score: 4, notes: null, recorded_by: leaver.id, recorded_at: new Date().toISOString() }).execute();
    await insertPost(t.db, leaver.id, { content: 'Goodbye post' });
    const cookie = await memberCookie(t.db, leaver.id);

    expect((await deleteAccount(cookie, { password: 'wrong-password', content: 'remove' })).json()).toMatchObject({ message: 'Your password is not correct.' });
    const response = await deleteAccount(cookie, { password: leaver.password, content: 'remove' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toContain('club_session=;');

    const row = await t.db.selectFrom('users').selectAll().where('id', '=', leaver.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: `former-member-${leaver.id}`, full_name: 'Former member', email: null, phone: null, address: null });
    expect(row.deleted_at).not.toBeNull();
    expect(await t.db.selectFrom('feed_posts').selectAll().where('user_id', '=', leaver.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('sessions').selectAll().where('user_id', '=', leaver.id).execute()).toEqual([]);
    // The friend's match still has both players and the score, under the pseudonym.
    const friendClient = trpcClient(t.app, await memberCookie(t.db, friend.id));
    const seen = await friendClient.matches.get.query({ id: match.id });
    expect(seen.participants.map((p) => p.username)).toEqual(['friend', `former-member-${leaver.id}`]);
    const card = await friendClient.matches.scorecard.query({ id: match.id });
    expect(JSON.stringify(card)).toContain(`former-member-${leaver.id}`);
    // Nobody can sign in as them, find them, or see them among the members.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'leaver', password: leaver.password } })).statusCode).toBe(401);
    expect(await findUserByUsername(t.db, `former-member-${leaver.id}`)).toBeUndefined();
    expect(await friendClient.members.search.query({ q: 'former' })).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'member.delete_own_account').execute();
    expect(audit).toHaveLength(1);
  });

  it('keeps posts and comments without the name when the member chooses anonymise', async () => {
    const leaver = await insertMember(t.db);
    await insertPost(t.db, leaver.id, { content: 'Still useful tip' });
    await deleteAccount(await memberCookie(t.db, leaver.id), { password: leaver.password, content: 'anonymise' });
    const reader = await insertMember(t.db);
    const feed = await trpcClient(t.app, await memberCookie(t.db, reader.id)).feed.list.query({ limit: 10 });
    expect(feed.posts.find((post) => post.content === 'Still useful tip')?.username).toBe(`former-member-${leaver.id}`);
  });

  it('refuses the last admin and a missing choice, changing nothing', async () => {
    const admin = await findUserByUsername(t.db, TEST_ADMIN.username);
    const cookie = await memberCookie(t.db, admin?.id ?? 0);
    const last = await deleteAccount(cookie, { password: TEST_ADMIN.password, content: 'remove' });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: 'The club needs at least one admin: make another member an admin before deleting your account.' });
    const noChoice = await deleteAccount(cookie, { password: TEST_ADMIN.password });
    expect(noChoice.json()).toMatchObject({ message: 'Choose what happens to your posts and comments' });
    expect((await findUserByUsername(t.db, TEST_ADMIN.username))?.deleted_at).toBeNull();
  });
});
