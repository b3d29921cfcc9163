import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionUserSchema } from '../../../shared/auth/auth.schema';
import { applicationInput } from '../../../test/application-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { NEXT_YEAR } from '../../../test/feed-factories';
import { insertCourseWithTee } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { issueInvitation } from '../membership/applications/invitation.service';

// Issue 32: the 14.2 given on the application was thrown away and the new member played their first
// Stableford match off scratch. The declared index now carries over and gives the strokes.

const MATCH_DAY = `${NEXT_YEAR}-06-01`;
const BEFORE = `${NEXT_YEAR}-05-27T12:00:00.000Z`;
const DURING = `${NEXT_YEAR}-06-01T15:00:00.000Z`;

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(BEFORE);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

const onboardedSchema = z.object({ user: sessionUserSchema });

/** Applies through the door with everything a remote club asks, is approved and paid, and creates the account. */
async function newMemberFromApplication(extra: Record<string, unknown>) {
  const input = applicationInput({ email: 'casey@example.com', ...extra });
  const submitted = await t.app.inject({ method: 'POST', url: '/api/applications', payload: input });
  expect(submitted.statusCode).toBe(200);
  const application = await t.db.selectFrom('applications').selectAll().where('email', '=', 'casey@example.com').executeTakeFirstOrThrow();
  await t.db.updateTable('applications').set({ status: 'approved', paid: 1, paid_at: BEFORE, amount_paid_cents: 5000 }).where('id', '=', application.id).execute();
  const token = await issueInvitation(t.db, application.id, clock.now().getTime());
  const response = await t.app.inject({ method: 'POST', url: '/api/users/onboard', payload: { username: 'casey', password: 'Fairway2026', token } });
  expect(response.statusCode).toBe(200);
  const { user } = onboardedSchema.parse(response.json());
  const cookie = await memberCookie(t.db, user.id, clock);
  return { id: user.id, trpc: trpcClient(t.app, cookie) };
}

describe('the starting index comes from the application', () => {
  it('keeps what the application said and makes the declared index the one the member plays off', async () => {
    const casey = await newMemberFromApplication({
      handicap: 14.2,
      handicapSystem: 'ghin',
      handicapReference: '7654321',
      country: 'JP',
      timeZone: 'Asia/Tokyo',
      platforms: ['gspro', 'uneekor'],
      launchMonitor: 'Uneekor EYE XO',
      homeCourse: 'Kasumigaseki',
    });
    const profile = await casey.trpc.people.profile.query();
    expect(profile).toMatchObject({
      country: 'JP',
      platforms: ['gspro', 'uneekor'],
      launchMonitor: 'Uneekor EYE XO',
      homeCourse: 'Kasumigaseki',
      index: { index: 14.2, source: 'declared', note: 'GHIN: 7654321' },
      declaredSystem: 'ghin',
      canDeclareIndex: false,
    });
    expect((await casey.trpc.profile.get.query()).timeZone).toBe('Asia/Tokyo');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'summary']).where('action', '=', 'member.index_declared').execute();
    expect(audit).toEqual([{ action: 'member.index_declared', summary: 'Declared a starting index of 14.2 (GHIN: 7654321)' }]);

    // A stranger off scratch and the new member in a Stableford match: the strokes follow the declared 14.2.
    const host = await insertMember(t.db, { username: 'host' });
    const hostTrpc = trpcClient(t.app, await memberCookie(t.db, host.id, clock));
    const { teeId } = await insertCourseWithTee(t.db);
    const match = await hostTrpc.matches.create.mutate({ date: MATCH_DAY, time: '09:00', selectedMembers: [{ id: casey.id, username: 'casey' }], teeId, holes: '18', format: 'stableford' });
    await casey.trpc.matches.join.mutate({ id: match.id });
    const before = (await casey.trpc.matches.scorecard.query({ id: match.id })).rows.find((row) => row.userId === casey.id);
    // 14.2 on the factory tee (slope 128, 72.1, par 72) is a course handicap of 16; 95 % plays 15.
    expect(before?.golf).toMatchObject({ index: 14.2, indexSource: 'declared', courseHandicap: 16, playingHandicap: 15 });

    clock.set(DURING);
    await casey.trpc.matches.recordScore.mutate({ matchId: match.id, userId: casey.id, hole: 1, score: 5 });
    const round = await t.db.selectFrom('rounds').selectAll().where('user_id', '=', casey.id).executeTakeFirstOrThrow();
    expect(round).toMatchObject({ index_tenths: 142, index_source: 'declared', course_handicap: 16, playing_handicap: 15 });
    const hostRow = (await casey.trpc.matches.scorecard.query({ id: match.id })).rows.find((row) => row.userId === host.id);
    // No index at all: named as such (index null), never a silent scratch with a source.
    expect(hostRow?.golf).toMatchObject({ index: null, indexSource: null, playingHandicap: 0 });
  });

  it('an application without an index leaves the member to declare one once, with where it is kept; then only the committee changes it', async () => {
    const casey = await newMemberFromApplication({ handicap: null, handicapSystem: null, handicapReference: null });
    expect(await casey.trpc.people.profile.query()).toMatchObject({ index: null, canDeclareIndex: true });
    await expect(casey.trpc.people.declareIndex.mutate({ index: 9.4, system: 'club', reference: '' })).rejects.toThrow('Give your number or club there');
    const declared = await casey.trpc.people.declareIndex.mutate({ index: 9.4, system: 'club', reference: 'Royal Melbourne' });
    expect(declared).toMatchObject({ index: { index: 9.4, source: 'declared', note: 'Another club: Royal Melbourne' }, canDeclareIndex: false });
    // A sandbagger's second try is refused and changes nothing.
    await expect(casey.trpc.people.declareIndex.mutate({ index: 24.0, system: 'club', reference: 'Royal Melbourne' })).rejects.toThrow(
      'You already have an index: ask the committee to change it',
    );
    expect((await casey.trpc.people.profile.query()).index).toMatchObject({ index: 9.4, source: 'declared' });
  });

  it('an index on the application needs where it is kept and the number there', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/applications', payload: applicationInput({ handicap: 12.3, handicapSystem: null, handicapReference: null }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { handicapSystem: ['Say where your index is kept'], handicapReference: ['Give your number or club there'] } });
    expect(await t.db.selectFrom('applications').selectAll().execute()).toEqual([]);
  });
});
