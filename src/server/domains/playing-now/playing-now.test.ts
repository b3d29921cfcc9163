import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertCourseWithTee, insertGolfMatch, PARS } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createTournament, tournamentPlayer, WINDOW } from '../../../test/tournament-factories';

const NOON = '2026-12-06T17:00:00.000Z';

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(NOON);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function signedIn(username: string, overrides: Parameters<typeof insertMember>[1] = {}) {
  const member = await insertMember(t.db, { username, ...overrides });
  return { member, trpc: trpcClient(t.app, await memberCookie(t.db, member.id, clock)) };
}

describe('who is playing now', () => {
  it('lists unfinished cards of matches and tournaments with a recent score, newest first, with progress only', async () => {
    const ann = await signedIn('ann', { fullName: 'Ann Archer' });
    const bob = await signedIn('bob');
    const watcher = await signedIn('watcher');
    const { teeId } = await insertCourseWithTee(t.db);
    const matchId = await insertGolfMatch(t.db, teeId, [ann.member.id, bob.member.id], { date: '2026-12-06' });
    for (const [hole, score] of [[1, 5], [2, 4], [3, 3]] as const) await ann.trpc.matches.recordScore.mutate({ matchId, userId: ann.member.id, hole, score });
    // Bob finished every hole: not in play any more.
    for (const [i, score] of PARS.entries()) await bob.trpc.matches.recordScore.mutate({ matchId, userId: bob.member.id, hole: i + 1, score });

    const adminMember = await insertMember(t.db, { memberType: 'admin' });
    const tournamentId = await createTournament(t, await memberCookie(t.db, adminMember.id, clock), { rounds: [{ teeId, ...WINDOW }] });
    const cat = await tournamentPlayer(t, clock, 'cat', 10, 'Cat Ng');
    const catApi = trpcClient(t.app, cat.cookie);
    await catApi.tournaments.enter.mutate({ tournamentId, enter: true });
    clock.set('2026-12-06T17:05:00.000Z');
    const card = await catApi.tournaments.openCard.mutate({ tournamentId, round: 1 });
    await catApi.tournaments.hole.mutate({ cardId: card.id, hole: 1, strokes: 4 });

    const now = await watcher.trpc.golf.playingNow.query();
    expect(now).toEqual([
      { userId: cat.member.id, username: 'cat', name: 'Cat Ng', courseName: 'Harbour Links (simulator)', teeName: 'Blue', thru: 1, holes: 18, lastScoreAt: '2026-12-06T17:05:00.000Z', place: { kind: 'tournament', tournamentId, name: 'Winter Medal', round: 1 } },
      { userId: ann.member.id, username: 'ann', name: 'Ann Archer', courseName: 'Harbour Links (simulator)', teeName: 'Blue', thru: 3, holes: 18, lastScoreAt: NOON, place: { kind: 'match', matchId } },
    ]);
    expect(JSON.stringify(now)).not.toContain('"score"');

    // Three hours after the last score a round is no longer "now".
    clock.set('2026-12-06T20:01:00.000Z');
    expect((await watcher.trpc.golf.playingNow.query()).map((row) => row.username)).toEqual(['cat']);
    clock.set('2026-12-06T20:06:00.000Z');
    expect(await watcher.trpc.golf.playingNow.query()).toEqual([]);
  });
});
