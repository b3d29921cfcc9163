import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertPost } from '../../../test/feed-factories';
import { insertAttestedRound, insertCourseWithTee, PARS } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { displayNameOf } from './display-name';

// Members see each other by name: the full name (from the application's first and last name), or
// the username when the full name is empty or blank. The username stays beside it for code.

describe('the display name rule', () => {
  it('is the full name, trimmed, else the username', () => {
    expect(displayNameOf({ username: 'jordan', full_name: 'Jordan Lee' })).toBe('Jordan Lee');
    expect(displayNameOf({ username: 'jordan', full_name: '  Jordan Lee ' })).toBe('Jordan Lee');
    expect(displayNameOf({ username: 'jordan', full_name: null })).toBe('jordan');
    expect(displayNameOf({ username: 'jordan', full_name: '' })).toBe('jordan');
    expect(displayNameOf({ username: 'jordan', full_name: ' \t ' })).toBe('jordan');
  });
});

describe('where members see each other', () => {
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = new TestClock('2026-08-01T12:00:00.000Z');
    t = await createTestApp({}, { clock });
  });
  afterEach(() => t.close());

  /** Jordan Lee has a name; samslicer left it empty and riley typed only spaces. */
  async function threeMembers() {
    const jordan = await insertMember(t.db, { username: 'jordan', fullName: 'Jordan Lee' });
    const sam = await insertMember(t.db, { username: 'samslicer', fullName: '' });
    const riley = await insertMember(t.db, { username: 'riley', fullName: '   ' });
    const viewer = await insertMember(t.db, { username: 'viewer', fullName: 'Vera Viewer' });
    const cookie = await memberCookie(t.db, viewer.id, clock);
    return { jordan, sam, riley, viewer, cookie, trpc: trpcClient(t.app, cookie) };
  }

  it('names post authors in the feed, on tRPC and GET /api/feed alike', async () => {
    const { jordan, sam, riley, cookie, trpc } = await threeMembers();
    await insertPost(t.db, jordan.id, { created_at: '2026-08-01T10:00:00.000Z' });
    await insertPost(t.db, sam.id, { created_at: '2026-08-01T09:00:00.000Z' });
    await insertPost(t.db, riley.id, { created_at: '2026-08-01T08:00:00.000Z' });
    const expected = [
      { username: 'jordan', name: 'Jordan Lee' },
      { username: 'samslicer', name: 'samslicer' },
      { username: 'riley', name: 'riley' },
    ];
    const page = await trpc.feed.list.query({});
    expect(page.posts.map(({ username, name }) => ({ username, name }))).toEqual(expected);
    const rest = await t.app.inject({ url: '/api/feed', headers: { cookie } });
    expect(rest.json<{ username: string; name: string }[]>().map(({ username, name }) => ({ username, name }))).toEqual(expected);
    // A renamed member shows under the new name at once (the feed's cached rows follow the change).
    await t.db.updateTable('users').set({ full_name: 'Jordan Lee-Park' }).where('id', '=', jordan.id).execute();
    expect((await trpc.feed.list.query({})).posts[0]?.name).toBe('Jordan Lee-Park');
  });

  it('names the players of a scorecard and who attested, and the season table', async () => {
    const { jordan, sam, riley, trpc } = await threeMembers();
    const { teeId } = await insertCourseWithTee(t.db);
    await insertAttestedRound(t.db, { userId: jordan.id, attesterId: sam.id, teeId, date: '2026-06-01', strokes: PARS.map((par) => par + 1) });
    await insertAttestedRound(t.db, { userId: riley.id, attesterId: jordan.id, teeId, date: '2026-06-02', strokes: [...PARS] });
    const [jordansMatch] = await t.db.selectFrom('rounds').select('match_id').where('user_id', '=', jordan.id).execute();
    const card = await trpc.matches.scorecard.query({ id: jordansMatch?.match_id ?? 0 });
    expect(card.rows.map((row) => [row.username, row.name, row.golf?.attestedBy ?? null])).toEqual([
      ['jordan', 'Jordan Lee', 'samslicer'],
      ['samslicer', 'samslicer', null],
    ]);
    const board = await trpc.golf.leaderboard.query();
    expect(board.rows.map((row) => [row.username, row.name])).toEqual([
      ['riley', 'riley'],
      ['jordan', 'Jordan Lee'],
    ]);
    expect((await trpc.golf.clubIndex.query({ userId: jordan.id })).member).toEqual({ id: jordan.id, username: 'jordan', name: 'Jordan Lee' });
  });

  it('finds members to invite by name and answers each with its name', async () => {
    const { jordan, sam, riley, cookie, trpc } = await threeMembers();
    expect(await trpc.members.search.query({ q: 'jor' })).toEqual([{ id: jordan.id, username: 'jordan', name: 'Jordan Lee' }]);
    expect(await trpc.members.search.query({ q: 'lee' })).toEqual([{ id: jordan.id, username: 'jordan', name: 'Jordan Lee' }]);
    const rest = await t.app.inject({ url: '/api/members/search?q=r', headers: { cookie } });
    expect(rest.json()).toEqual([{ id: riley.id, username: 'riley', name: 'riley' }]);
    expect(await trpc.members.search.query({ q: 'slice' })).toEqual([{ id: sam.id, username: 'samslicer', name: 'samslicer' }]);
  });
});
