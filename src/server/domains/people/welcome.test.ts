import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertCourseWithTee, insertGolfMatch, PARS } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// Issue 32: a home that knows the member: greeted by first name ("Welcome" on day one), a first-run
// checklist that goes when done, and the cards waiting for them.

const NOW = '2026-06-02T15:00:00.000Z';
let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(NOW);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function signedIn(username: string, fullName: string, createdAt = NOW) {
  const member = await insertMember(t.db, { username, fullName });
  await t.db.updateTable('users').set({ created_at: createdAt }).where('id', '=', member.id).execute();
  const cookie = await memberCookie(t.db, member.id, clock);
  return { member, trpc: trpcClient(t.app, cookie) };
}
type Player = Awaited<ReturnType<typeof signedIn>>;

async function play(by: Player, matchId: number, player: Player, strokes: number[]) {
  for (const [i, score] of strokes.entries()) await by.trpc.matches.recordScore.mutate({ matchId, userId: player.member.id, hole: i + 1, score });
}

describe('the member home', () => {
  it('greets a new member by first name with "Welcome", and ticks the checklist off from what the club holds', async () => {
    const casey = await signedIn('samslicer', 'Casey Morgan');
    const welcome = await casey.trpc.people.welcome.query();
    expect(welcome).toEqual({
      firstName: 'Casey',
      firstDay: true,
      checklist: [
        { item: 'photo', done: false },
        { item: 'timeZone', done: false },
        { item: 'platform', done: false },
        { item: 'handicap', done: false },
        { item: 'firstRound', done: false },
      ],
    });
    await casey.trpc.profile.setTimeZone.mutate({ timeZone: 'Asia/Tokyo' });
    await casey.trpc.people.updateGolf.mutate({ country: 'JP', platforms: ['gspro'], launchMonitor: '', homeCourse: '' });
    await casey.trpc.people.declareIndex.mutate({ index: 14.2, system: 'ghin', reference: '1234567' });
    const partner = await signedIn('partner', 'Pat Partner');
    const { teeId } = await insertCourseWithTee(t.db);
    const matchId = await insertGolfMatch(t.db, teeId, [casey.member.id, partner.member.id], { date: '2026-06-02' });
    await play(casey, matchId, casey, [5]);
    clock.set('2026-06-03T16:00:00.000Z');
    const later = await casey.trpc.people.welcome.query();
    expect(later.firstDay).toBe(false);
    expect(later.checklist.filter((entry) => !entry.done).map((entry) => entry.item)).toEqual(['photo']);
  });

  it('falls back to the username without a name', async () => {
    const member = await signedIn('jordan', '  ', '2026-01-01T00:00:00.000Z');
    expect(await member.trpc.people.welcome.query()).toMatchObject({ firstName: 'jordan', firstDay: false });
  });

  it('lists a partner’s finished round to attest, and not to the one who entered it nor once attested', async () => {
    const alex = await signedIn('alex', 'Alex Ames');
    const blair = await signedIn('blair', 'Blair Burns');
    const { teeId } = await insertCourseWithTee(t.db);
    const matchId = await insertGolfMatch(t.db, teeId, [alex.member.id, blair.member.id], { date: '2026-06-01', format: 'stroke' });
    await play(blair, matchId, blair, PARS);
    expect(await blair.trpc.matches.awaitingMe.query()).toEqual([]);
    const waiting = await alex.trpc.matches.awaitingMe.query();
    const blairsRound = await t.db.selectFrom('rounds').select('id').where('user_id', '=', blair.member.id).executeTakeFirstOrThrow();
    expect(waiting).toEqual([{ matchId, roundId: blairsRound.id, date: '2026-06-01', action: 'attest', playerId: blair.member.id, playerName: 'Blair Burns' }]);
    await alex.trpc.golf.attest.mutate({ roundId: waiting[0]?.roundId ?? 0 });
    expect(await alex.trpc.matches.awaitingMe.query()).toEqual([]);
  });

  it('asks a player to confirm the card someone else entered for them', async () => {
    const alex = await signedIn('alex', 'Alex Ames');
    const blair = await signedIn('blair', 'Blair Burns');
    const { teeId } = await insertCourseWithTee(t.db);
    const matchId = await insertGolfMatch(t.db, teeId, [alex.member.id, blair.member.id], { date: '2026-06-01', format: 'stroke' });
    await play(alex, matchId, blair, PARS);
    expect((await blair.trpc.matches.awaitingMe.query()).map((card) => [card.action, card.playerId])).toEqual([['confirm', blair.member.id]]);
  });
});
