import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPSED_MESSAGE } from '../../../shared/membership/membership.schema';
import { insertMember, memberCookie } from '../../../test/factories';
import { allProcedures, restRoutes } from '../../../test/route-catalogue';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

// What a lapsed member may still do: sign in and out, their profile and statements, renewing,
// and whatever a visitor may. Everything else for members is refused until they renew.
const OPEN_TO_LAPSED = new Set([
  'POST /api/auth/login',
  'POST /api/auth/login/two-factor',
  'POST /api/auth/logout',
  'GET /api/auth/user',
  'GET /api/events',
  'POST /api/contact',
  'GET /api/profile',
  'PUT /api/profile',
  'GET /api/profile/export',
  // The link mailed to a new address: the token is the proof, no sign-in needed (email-change.test.ts).
  'GET /api/profile/email/confirm/999999',
  'POST /api/profile/delete',
  'POST /api/profile/password',
  // A lapsed member keeps their own photo (the profile is an account page); others' photos are refused: people.test.
  'POST /api/profile/photo',
  'DELETE /api/profile/photo',
  'GET /member-photos/999999',
  'GET /api/statements',
  'GET /api/statements/999999',
  'GET /api/membership',
  'POST /api/membership/renew',
  'POST /api/applications',
  'POST /api/applications/onboard',
  'GET /api/secret/payment-link',
  'GET /api/payment/session/999999',
  'POST /api/payment/webhook',
  'POST /api/users/check-username',
  'POST /api/users/onboard',
  // The club's logo and hero photo are on the public site.
  'GET /api/club/identity',
  'GET /club-images/999999',
  // A members-only event's picture is refused to lapsed members: tested with the pictures.
  'GET /event-images/999999',
  // The token in the path is the credential (calendar apps send no cookies): tested on its own below.
  'GET /api/calendar/999999',
  // A tournament's leaderboard is public once the committee publishes it; a lapsed member sees what
  // a visitor sees (tested with the leaderboard).
  'GET /api/tournaments/999999/leaderboard',
  // Its live stream has the board's own access (tournament-live.test.ts).
  'GET /api/tournaments/999999/live',
  // The signed unsubscribe link needs no sign-in; every member can stop e-mails, lapsed or not.
  'GET /api/mail/unsubscribe/999999/999999/999999',
  'POST /api/mail/unsubscribe/999999/999999/999999',
]);

let t: TestApp;
let lapsedCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const lapsed = await insertMember(t.db, { paidThrough: '2020-01-01' });
  lapsedCookie = await memberCookie(t.db, lapsed.id);
});
afterAll(() => t.close());

const memberRoutes = restRoutes().filter((route) => !route.url.startsWith('/api/admin') && !OPEN_TO_LAPSED.has(`${route.method} ${route.url}`));
const procedures = allProcedures();

describe('a lapsed member', () => {
  it('is refused on the members’ REST paths (the list is read from the app)', () => {
    expect(memberRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/feed', 'POST /api/matches', 'POST /api/matches/999999/comments', 'GET /api/reservations', 'GET /api/members/search', 'GET /uploads/999999', 'POST /api/statements/pay']),
    );
  });

  it.each(memberRoutes)('gets 403 "renew to continue" from REST $method $url', async ({ method, url }) => {
    const response = await t.app.inject({
      method: method === 'POST' ? 'POST' : method === 'PUT' ? 'PUT' : method === 'DELETE' ? 'DELETE' : 'GET',
      url,
      headers: { cookie: lapsedCookie, ...(method === 'POST' || method === 'PUT' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' || method === 'PUT' ? { payload: '{}' } : {}),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: LAPSED_MESSAGE });
  });

  const memberProcedures = procedures.filter((procedure) => procedure.access === 'member');
  it.each(memberProcedures)('gets 403 "renew to continue" from tRPC $path', async ({ path, type }) => {
    const response =
      type === 'query'
        ? await t.app.inject({ method: 'GET', url: `/trpc/${path}`, headers: { cookie: lapsedCookie } })
        : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { cookie: lapsedCookie, 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(LAPSED_MESSAGE);
  });

  it('keeps the profile, statements and renewal (the account procedures)', async () => {
    const account = procedures.filter((procedure) => procedure.access === 'account').map((procedure) => procedure.path);
    expect(account).toEqual(expect.arrayContaining(['profile.get', 'statements.list', 'membership.get', 'membership.renew']));
    const client = trpcClient(t.app, lapsedCookie);
    expect((await client.profile.get.query()).username).toMatch(/^member/);
    expect(await client.statements.list.query()).toMatchObject({ statements: [] });
    expect(await client.membership.get.query()).toMatchObject({ status: 'lapsed', paidThrough: '2020-01-01' });
    expect((await client.membership.renew.mutate()).url).toMatch(/^\/test-checkout\?session=/);
  });

  it('finds their private calendar feed paused until they renew', async () => {
    const member = await insertMember(t.db);
    const { url } = await trpcClient(t.app, await memberCookie(t.db, member.id)).calendar.resetFeed.mutate();
    const path = new URL(url).pathname;
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ paid_through: '2020-01-01' }).where('id', '=', member.id).execute();
    const paused = await t.app.inject({ url: path });
    expect(paused.statusCode).toBe(403);
    expect(paused.json()).toEqual({ message: LAPSED_MESSAGE });
  });
});
