import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { insertPost, NEXT_YEAR } from '../../../test/feed-factories';
import { insertCourseWithTee, PARS } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { withTwoFactor } from '../../../test/two-factor-factories';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../domains/auth/two-factor/admin-two-factor';

// Issue 29, finding 5: an admin the club requires to have a second factor, with only a password,
// could still moderate posts, attest any round and read attendee lists, because those paths asked
// for the member type alone. The request now resolves one role, and such an admin is a member everywhere.

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(`${NEXT_YEAR}-06-01T15:00:00.000Z`);
  t = await createTestApp({}, { clock });
  await t.db.updateTable('club_settings').set({ require_admin_two_factor: 1 }).execute();
});
afterEach(() => t.close());

async function passwordOnlyAdmin() {
  const admin = await insertMember(t.db, { memberType: 'admin' });
  const cookie = await memberCookie(t.db, admin.id, clock);
  return { admin, cookie, trpc: trpcClient(t.app, cookie) };
}

/** Turning two-factor on ends the admin's sessions (as the profile page's setup does): they sign in again. */
async function trpcWithTwoFactor(adminId: number) {
  await withTwoFactor(t.db, adminId);
  return trpcClient(t.app, await memberCookie(t.db, adminId, clock));
}

/** A finished round Alex played with Blair, which neither the admin nor anyone has attested yet. */
async function playedRound(): Promise<number> {
  const alex = await insertMember(t.db);
  const blair = await insertMember(t.db);
  const alexApi = trpcClient(t.app, await memberCookie(t.db, alex.id, clock));
  const { teeId } = await insertCourseWithTee(t.db);
  clock.set(`${NEXT_YEAR}-05-30T12:00:00.000Z`);
  const match = await alexApi.matches.create.mutate({
    date: `${NEXT_YEAR}-06-01`,
    time: '09:00',
    selectedMembers: [{ id: blair.id, username: blair.username }],
    teeId,
    holes: '18',
    format: 'stroke',
  });
  await trpcClient(t.app, await memberCookie(t.db, blair.id, clock)).matches.join.mutate({ id: match.id });
  clock.set(`${NEXT_YEAR}-06-01T15:00:00.000Z`);
  for (const [i, par] of PARS.entries()) await alexApi.matches.recordScore.mutate({ matchId: match.id, userId: alex.id, hole: i + 1, score: par });
  const row = (await alexApi.matches.scorecard.query({ id: match.id })).rows.find((r) => r.userId === alex.id);
  return row?.golf?.roundId ?? 0;
}

describe('an admin who must still set up two-factor is a member everywhere', () => {
  it('says so in the auth state: a standard member, with the admin pages waiting for the second factor', async () => {
    const { cookie } = await passwordOnlyAdmin();
    const state = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(state.json()).toMatchObject({ isAuthenticated: true, user: { memberType: 'standard', adminAwaitingTwoFactor: true } });
  });

  it('cannot delete another member’s post, by REST or tRPC, until the second factor is on', async () => {
    const { admin, cookie, trpc } = await passwordOnlyAdmin();
    const author = await insertMember(t.db);
    const post = await insertPost(t.db, author.id);
    const rest = await t.app.inject({ method: 'DELETE', url: `/api/feed/${post.id}`, headers: { cookie } });
    expect(rest.statusCode).toBe(403);
    await expect(trpc.feed.delete.mutate({ id: post.id })).rejects.toThrow('You can only delete your own posts.');
    expect(await t.db.selectFrom('feed_posts').select('id').execute()).toEqual([{ id: post.id }]);

    await trpcWithTwoFactor(admin.id).then((api) => api.feed.delete.mutate({ id: post.id }));
    expect(await t.db.selectFrom('feed_posts').select('id').execute()).toEqual([]);
  });

  it('cannot read an event’s attendee list until the second factor is on', async () => {
    const { admin, cookie } = await passwordOnlyAdmin();
    const event = await insertEvent(t.db);
    const refused = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/attendees`, headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED });
    await withTwoFactor(t.db, admin.id);
    const signedInAgain = await memberCookie(t.db, admin.id, clock);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/attendees`, headers: { cookie: signedInAgain } })).statusCode).toBe(200);
  });

  it('cannot attest a round of a match it is not in until the second factor is on', async () => {
    const roundId = await playedRound();
    const { admin, trpc } = await passwordOnlyAdmin();
    await expect(trpc.golf.attest.mutate({ roundId })).rejects.toThrow('Only another player in this match, or an admin, can attest this round.');
    expect(await t.db.selectFrom('rounds').select('attested_by').where('id', '=', roundId).executeTakeFirst()).toEqual({ attested_by: null });
    await trpcWithTwoFactor(admin.id).then((api) => api.golf.attest.mutate({ roundId }));
    expect(await t.db.selectFrom('rounds').select('attested_by').where('id', '=', roundId).executeTakeFirst()).toEqual({ attested_by: admin.id });
  });

  it('is refused every admin procedure and admin route with the message that says what to do', async () => {
    const { cookie, trpc } = await passwordOnlyAdmin();
    await expect(trpc.admin.dashboard.query()).rejects.toThrow(TWO_FACTOR_SETUP_REQUIRED);
    const route = await t.app.inject({ method: 'GET', url: '/api/admin/members', headers: { cookie } });
    expect(route.statusCode).toBe(403);
    expect(route.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED });
  });
});
