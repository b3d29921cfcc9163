import { afterEach, describe, expect, it } from 'vitest';
import { competitionIndexOf } from '../golf/competition-index.service';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertAttestedRound, insertCourseWithTee, PARS } from '../../../test/golf-factories';
import { queryRecorder } from '../../../test/query-plans';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// The Manage Members list in words: status with its days, the index a member competes off (and
// where it comes from), the day they last played; read for the whole page at once.

// Noon in New York on 10 May 2028.
const clock = new TestClock('2028-05-10T16:00:00.000Z');
let t: TestApp;
afterEach(() => t.close());

describe('the members list’s extra columns', () => {
  it('gives each member’s status days, competition index with its source, and last day played', async () => {
    t = await createTestApp({}, { clock });
    const admin = await insertMember(t.db, { memberType: 'admin', username: 'chair' });
    const asAdmin = trpcClient(t.app, await memberCookie(t.db, admin.id, clock));
    const { teeId } = await insertCourseWithTee(t.db, 'Harbour Town', 'outdoor');

    const golfer = await insertMember(t.db, { username: 'golfer', paidThrough: '2029-01-01' });
    const marker = await insertMember(t.db, { username: 'marker', paidThrough: '2028-05-20' });
    for (const date of ['2028-04-01', '2028-04-20', '2028-04-08']) {
      await insertAttestedRound(t.db, { userId: golfer.id, attesterId: marker.id, teeId, date, strokes: PARS.map((par) => par + 1) });
    }
    const declared = await insertMember(t.db, { username: 'declared', paidThrough: '2028-05-01' });
    await asAdmin.admin.members.setHandicap.mutate({ userId: declared.id, handicap: { index: 12.3, note: 'Home club card' } });
    const lapsed = await insertMember(t.db, { username: 'lapsed', paidThrough: '2028-03-01' });

    const page = await asAdmin.admin.members.list.query({});
    const row = (id: number) => page.items.find((item) => item.id === id);

    expect(row(golfer.id)).toMatchObject({ membershipStatus: 'active', statusDays: null, lastPlayed: '2028-04-20' });
    expect(row(golfer.id)?.competitionIndex).toEqual(await competitionIndexOf(t.db, golfer.id));
    expect(row(golfer.id)?.competitionIndex?.source).toBe('club');

    // Marked the rounds, played none: no index, never played.
    expect(row(marker.id)).toMatchObject({ membershipStatus: 'expiring', statusDays: 10, competitionIndex: null, lastPlayed: null });
    expect(row(declared.id)).toMatchObject({
      membershipStatus: 'grace',
      statusDays: 9,
      competitionIndex: { index: 12.3, source: 'set', note: 'Home club card' },
      lastPlayed: null,
    });
    expect(row(lapsed.id)).toMatchObject({ membershipStatus: 'lapsed', statusDays: 70, competitionIndex: null });
    expect(row(admin.id)).toMatchObject({ memberType: 'admin', membershipStatus: 'active', statusDays: null, competitionIndex: null, lastPlayed: null });

    // The spec's REST list answers its own fields as before; a bad filter is still refused.
    const rest = await t.app.inject({ url: '/api/admin/members', headers: { cookie: await memberCookie(t.db, admin.id, clock) } });
    expect(rest.statusCode).toBe(200);
    expect(rest.json<Array<{ id: number; username: string }>>().map((member) => member.username)).toContain('golfer');
    const bad = await t.app.inject({ url: '/api/admin/members?balance=owing', headers: { cookie: await memberCookie(t.db, admin.id, clock) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The balance filter can only be due');
  });

  it('reads a page in the same number of queries however many of its members have played', async () => {
    const recorder = queryRecorder();
    t = await createTestApp({}, { clock, onQuery: recorder.onQuery });
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const asAdmin = trpcClient(t.app, await memberCookie(t.db, admin.id, clock));
    const { teeId } = await insertCourseWithTee(t.db, 'Harbour Town', 'outdoor');
    const marker = await insertMember(t.db);
    const playing = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const golfer = await insertMember(t.db);
        await insertAttestedRound(t.db, { userId: golfer.id, attesterId: marker.id, teeId, date: '2028-04-01', strokes: [...PARS] });
        await asAdmin.admin.members.setHandicap.mutate({ userId: golfer.id, handicap: { index: 10, note: 'Home club card' } });
      }
      recorder.take();
      const page = await asAdmin.admin.members.list.query({});
      return { page, queries: recorder.take().length };
    };
    const few = await playing(1);
    const many = await playing(6);
    expect(many.page.items.filter((item) => item.lastPlayed === '2028-04-01')).toHaveLength(7);
    expect(many.queries).toBe(few.queries);
  });
});
