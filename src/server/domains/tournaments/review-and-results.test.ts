import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { PARS } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createTournament, type TournamentPlayer, tournamentPlayer } from '../../../test/tournament-factories';

// Issue 30: the committee's review queue (unattested at the close, exceptional, queried), its
// decisions (audited, reversible by a later one), and finalising once: places, shared order of
// merit points and one results post. Players of par rounds have index 2, so a par is not exceptional.

const DURING = '2026-12-06T15:00:00.000Z';
const AFTER_CLOSE = '2026-12-08T01:00:00.000Z';
const AFTER_CHALLENGES = '2026-12-09T01:00:00.000Z';
let t: TestApp;
let clock: TestClock;
let adminCookie: string;
beforeEach(async () => {
  clock = new TestClock('2026-12-03T12:00:00.000Z');
  t = await createTestApp({}, { clock });
  adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
});
afterEach(() => t.close());

const call = (who: { cookie: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload && { payload }) });
const admin = {
  get cookie() {
    return adminCookie;
  },
};

/** Enters, opens a card, plays the strokes and submits it with the marker. */
async function returnCard(who: TournamentPlayer, id: number, strokes: number[], marker: TournamentPlayer): Promise<number> {
  await call(who, 'POST', `/api/tournaments/${id}/entry`, { enter: true });
  clock.set(DURING);
  const card = (await call(who, 'POST', `/api/tournaments/${id}/rounds/1/cards`)).json<TournamentCard>();
  for (const [i, score] of strokes.entries()) await call(who, 'PUT', `/api/cards/${card.id}/holes/${i + 1}`, { strokes: score });
  expect((await call(who, 'POST', `/api/cards/${card.id}/submit`, { markerId: marker.member.id })).statusCode).toBe(200);
  return card.id;
}
const queue = async (id: number) => (await call(admin, 'GET', `/api/admin/tournaments/${id}/review`)).json<{ cardId: number; reasons: string[] }[]>();
const decide = (cardId: number, body: object) => call(admin, 'POST', `/api/admin/cards/${cardId}/decision`, body);
const finalise = (id: number) => call(admin, 'POST', `/api/admin/tournaments/${id}/finalise`);

describe('the review queue and the committee’s decisions', () => {
  it('lists a card left unattested at the close and an exceptional one, with why; accepting attests it and takes it out', async () => {
    const id = await createTournament(t, adminCookie);
    const [ann, bob] = [await tournamentPlayer(t, clock, 'ann', 30), await tournamentPlayer(t, clock, 'bob', 12)];
    const annCard = await returnCard(ann, id, [...PARS], bob);
    const bobCard = await returnCard(bob, id, PARS.map((par) => par + 1), ann);
    await call(ann, 'POST', `/api/cards/${bobCard}/attest`);

    const during = await queue(id);
    expect(during.map((item) => item.cardId)).toEqual([annCard]);
    expect(during[0]?.reasons).toEqual([expect.stringMatching(/^Exceptional: a differential of -?\d+\.\d is 7\.0 or more below the index 30\.0$/)]);

    clock.set(AFTER_CLOSE);
    expect((await queue(id))[0]?.reasons).toContain('Not attested when the window closed');
    const accepted = await decide(annCard, { decision: 'accept', reason: 'Simulator screen checked' });
    expect(accepted.json()).toEqual({ status: 'accepted' });
    expect(await queue(id)).toEqual([]);
    expect(await t.db.selectFrom('rounds').select('attested_at').where('user_id', '=', ann.member.id).executeTakeFirstOrThrow()).not.toEqual({ attested_at: null });
    expect((await auditRows(t.db)).map((r) => r.action)).toContain('tournament.card_accept');
  });

  it('disqualifies a card (its round leaves the club index and the board) and reinstates it by a later decision; corrects a hole', async () => {
    const id = await createTournament(t, adminCookie);
    const [ann, bob] = [await tournamentPlayer(t, clock, 'ann', 2), await tournamentPlayer(t, clock, 'bob', 2)];
    const card = await returnCard(ann, id, [...PARS], bob);
    expect((await decide(card, { decision: 'disqualify', reason: 'No evidence' })).json()).toEqual({ status: 'disqualified' });
    expect(await t.db.selectFrom('rounds').select('excluded_reason').executeTakeFirstOrThrow()).toEqual({ excluded_reason: 'Disqualified from Winter Medal: No evidence' });
    const board = async () => (await call(bob, 'GET', `/api/tournaments/${id}/leaderboard`)).json<{ rows: { userId: number; gross: number }[] }>().rows;
    expect(await board()).toEqual([]);
    expect((await decide(card, { decision: 'reinstate', reason: 'Evidence found' })).json()).toEqual({ status: 'submitted' });
    expect((await board()).map((r) => r.userId)).toEqual([ann.member.id]);
    expect((await decide(card, { decision: 'correct', reason: 'Hole 1 was a 6', hole: 1, strokes: 6 })).statusCode).toBe(200);
    expect((await board())[0]?.gross).toBe(PARS.reduce((sum, par) => sum + par, 0) - (PARS[0] ?? 0) + 6);
    expect((await decide(card, { decision: 'correct', reason: 'No hole given' })).json()).toMatchObject({ message: 'A correction names the hole and the strokes' });
    expect((await call(bob, 'POST', `/api/admin/cards/${card}/decision`, { decision: 'accept', reason: 'me' })).statusCode).toBe(403);
  });

  it('lets an entrant query a card only in the challenge period, which puts it in the queue', async () => {
    const id = await createTournament(t, adminCookie, { challengeHours: 24 });
    const [ann, bob, eve] = [await tournamentPlayer(t, clock, 'ann', 2), await tournamentPlayer(t, clock, 'bob', 2), await tournamentPlayer(t, clock, 'eve', 2)];
    const card = await returnCard(ann, id, [...PARS], bob);
    await call(bob, 'POST', `/api/cards/${card}/attest`);
    await call(bob, 'POST', `/api/tournaments/${id}/entry`, { enter: true });
    expect((await call(bob, 'POST', `/api/cards/${card}/challenge`, { reason: 'Hole 7 was a 5' })).json()).toMatchObject({
      message: 'Cards can be queried only in the challenge period after the last round closes.',
    });
    clock.set(AFTER_CLOSE);
    expect((await call(eve, 'POST', `/api/cards/${card}/challenge`, { reason: 'Hole 7 was a 5' })).statusCode).toBe(403);
    expect((await call(bob, 'POST', `/api/cards/${card}/challenge`, { reason: 'Hole 7 was a 5' })).json()).toEqual({ success: true });
    expect((await queue(id))[0]?.reasons[0]).toMatch(/^Queried by .+: Hole 7 was a 5$/);
  });
});

describe('finalising', () => {
  it('waits for the close, the challenge period and an empty queue; then posts once and shares the points of tied places', async () => {
    const id = await createTournament(t, adminCookie, { challengeHours: 24 });
    const [ann, bob, cat] = [await tournamentPlayer(t, clock, 'ann', 2, 'Ann Eagle'), await tournamentPlayer(t, clock, 'bob', 2, 'Bob Birdie'), await tournamentPlayer(t, clock, 'cat', 2, 'Cat Condor')];
    const annCard = await returnCard(ann, id, PARS.map((par, i) => (i === 0 ? par - 1 : par)), bob);
    const bobCard = await returnCard(bob, id, [...PARS], cat);
    const catCard = await returnCard(cat, id, [...PARS], ann);
    expect((await finalise(id)).json()).toMatchObject({ message: 'A round is still open: finalise once the last window has closed.' });
    for (const [card, marker] of [[annCard, bob], [bobCard, cat], [catCard, ann]] as const) await call(marker, 'POST', `/api/cards/${card}/attest`);
    clock.set(AFTER_CLOSE);
    expect((await finalise(id)).json<{ message: string }>().message).toMatch(/^Players may query cards until .*: finalise after the challenge period\.$/);
    clock.set(AFTER_CHALLENGES);

    const [first, second] = await Promise.all([finalise(id), finalise(id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const results = await t.db.selectFrom('tournament_results').select(['user_id', 'position', 'merit_hundredths']).orderBy('place').orderBy('user_id').execute();
    expect(results).toEqual([
      { user_id: ann.member.id, position: '1', merit_hundredths: 10000 },
      { user_id: bob.member.id, position: 'T2', merit_hundredths: 7250 },
      { user_id: cat.member.id, position: 'T2', merit_hundredths: 7250 },
    ]);
    const posts = await t.db.selectFrom('feed_posts').select('content').where('content', 'like', 'Winter Medal: final results.%').execute();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.content).toContain('1. Ann Eagle');
    const merit = await trpcClient(t.app, bob.cookie).tournaments.orderOfMerit.query();
    expect(merit.map((m) => [m.position, m.name, m.points, m.events])).toEqual([
      ['1', 'Ann Eagle', 100, 1],
      ['T2', 'Bob Birdie', 72.5, 1],
      ['T2', 'Cat Condor', 72.5, 1],
    ]);
    expect((await decide(annCard, { decision: 'disqualify', reason: 'late' })).json()).toMatchObject({ message: 'This tournament is finalised: its results stand.' });
  });

  it('refuses while cards wait for the committee', async () => {
    const id = await createTournament(t, adminCookie, { challengeHours: 0 });
    const [ann, bob] = [await tournamentPlayer(t, clock, 'ann', 2), await tournamentPlayer(t, clock, 'bob', 2)];
    await returnCard(ann, id, [...PARS], bob);
    clock.set(AFTER_CLOSE);
    expect((await finalise(id)).json()).toMatchObject({ message: '1 card waits for the committee: decide it first.' });
  });
});
