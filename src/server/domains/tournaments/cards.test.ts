import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { adminAndMember } from '../../../test/admin-helpers';
import { makeJpeg, multipart } from '../../../test/feed-factories';
import { PARS } from '../../../test/golf-factories';
import { createTournament, type TournamentPlayer, tournamentPlayer, WINDOW } from '../../../test/tournament-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { everyNoticeHeard } from '../../../test/notices-heard';
import { engineOf } from '../../platform/db/db';

// Issue 30: playing a tournament round. A card is opened before playing, inside the window, within
// the attempts; holes are written one at a time through the one score writer; a named marker attests.

const DURING = '2026-12-06T15:00:00.000Z';
const CLOSES = WINDOW.closesAt;
let t: TestApp;
let clock: TestClock;
let adminCookie: string;
let queries: string[] = [];
beforeEach(async () => {
  clock = new TestClock('2026-12-03T12:00:00.000Z');
  queries = [];
  t = await createTestApp({}, { clock, onQuery: (sql) => queries.push(sql) });
  adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
});
afterEach(() => t.close());

const tournament = (overrides: Record<string, unknown> = {}) => createTournament(t, adminCookie, overrides);
const player = (name: string, index = 18.4) => tournamentPlayer(t, clock, name, index);
type Player = TournamentPlayer;
const inject = (who: Player | { cookie: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload && { payload }) });
const enter = (who: Player, id: number) => inject(who, 'POST', `/api/tournaments/${id}/entry`, { enter: true });
const open = (who: Player, id: number, round = 1) => inject(who, 'POST', `/api/tournaments/${id}/rounds/${round}/cards`);
const hole = (who: Player, cardId: number, number: number, strokes: number) => inject(who, 'PUT', `/api/cards/${cardId}/holes/${number}`, { strokes });
const submit = (who: Player, cardId: number, markerId: number) => inject(who, 'POST', `/api/cards/${cardId}/submit`, { markerId });

async function openedCard(who: Player, id: number): Promise<TournamentCard> {
  const response = await open(who, id);
  expect(response.statusCode).toBe(201);
  return response.json<TournamentCard>();
}
async function allPars(who: Player, cardId: number) {
  for (const [i, par] of PARS.entries()) expect((await hole(who, cardId, i + 1, par)).statusCode).toBe(200);
}

describe('opening a card', () => {
  it('only for entered players, inside the window, within the attempts, one open card at a time', async () => {
    const id = await tournament();
    const ann = await player('ann');
    const outsider = await player('outsider');
    await enter(ann, id);
    expect((await open(ann, id)).json()).toMatchObject({ message: 'Round 1 is not open yet.' });
    clock.set(DURING);
    const refused = await open(outsider, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Only entered players can open a card.' });
    const card = await openedCard(ann, id);
    expect(card).toMatchObject({ round: 1, attempt: 1, status: 'open', index: 18.4, course: 'Harbour Links (simulator), Blue', closesAt: CLOSES });
    expect(card.holes).toHaveLength(18);
    expect(card.holes.reduce((sum, h) => sum + h.strokesReceived, 0)).toBe(card.playingHandicap);
    expect((await open(ann, id)).json()).toMatchObject({ message: 'Submit the card you opened before starting another.' });
    await allPars(ann, card.id);
    expect((await submit(ann, card.id, outsider.member.id)).json()).toEqual({ status: 'submitted' });
    expect((await open(ann, id)).json()).toMatchObject({ message: 'You have used your attempt for round 1.' });
    expect((await open(ann, id, 3)).statusCode).toBe(404);
  });

  it('keeps the playing handicap fixed at the window’s opening: the index changes, the next attempt plays off the same', async () => {
    const id = await tournament({ attempts: 2 });
    const ann = await player('ann', 18.4);
    const marker = await player('marker');
    await enter(ann, id);
    clock.set(DURING);
    const first = await openedCard(ann, id);
    await t.db.updateTable('member_handicaps').set({ index_tenths: 50 }).where('user_id', '=', ann.member.id).execute();
    await allPars(ann, first.id);
    await submit(ann, first.id, marker.member.id);
    const second = await openedCard(ann, id);
    expect(second).toMatchObject({ attempt: 2, index: 18.4, playingHandicap: first.playingHandicap });
  });

  it('caps the index at the handicap limit', async () => {
    const id = await tournament({ handicapLimit: 10 });
    const ann = await player('ann', 28);
    await enter(ann, id);
    clock.set(DURING);
    expect((await openedCard(ann, id)).index).toBe(10);
  });
});

describe('writing holes', () => {
  it('keeps one score per hole under concurrent writes to the same and different holes, and repeats safely', async () => {
    const id = await tournament();
    const ann = await player('ann');
    await enter(ann, id);
    clock.set(DURING);
    const card = await openedCard(ann, id);
    const answers = await Promise.all([hole(ann, card.id, 1, 4), hole(ann, card.id, 1, 4), hole(ann, card.id, 2, 5), hole(ann, card.id, 3, 3), hole(ann, card.id, 2, 5)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.db.selectFrom('match_scores').select(['hole', 'score']).where('match_id', '=', (await t.db.selectFrom('tournament_cards').select('match_id').executeTakeFirstOrThrow()).match_id).orderBy('hole').execute();
    expect(rows).toEqual([
      { hole: 1, score: 4 },
      { hole: 2, score: 5 },
      { hole: 3, score: 3 },
    ]);
    const latest = (await hole(ann, card.id, 1, 4)).json<TournamentCard>();
    expect(latest.gross).toBe(12);
    expect((await hole(ann, card.id, 1, 21)).json()).toMatchObject({ message: 'At most 20 strokes' });
    expect((await hole(ann, card.id, 19, 4)).json()).toMatchObject({ message: 'Choose a hole from 1 to 18' });
  });

  it('answers a hole with the card as a fresh read shows it, from what the write\'s transaction read', async () => {
    const id = await tournament();
    const ann = await player('ann');
    await enter(ann, id);
    clock.set(DURING);
    const card = await openedCard(ann, id);
    // The card's opening wrote its round: once this process heard so, the next read of it is kept.
    await everyNoticeHeard(t.db);
    await hole(ann, card.id, 1, 4);
    const fresh = async () => (await inject(ann, 'GET', `/api/cards/${card.id}`)).json<TournamentCard>();
    for (const [number, strokes] of [[2, 6], [1, 5]] as const) {
      queries = [];
      const answer = (await hole(ann, card.id, number, strokes)).json<TournamentCard>();
      const reads = (table: string) => queries.filter((sql) => sql.startsWith('select') && sql.includes(`from "${table}"`)).length;
      // The card with its round in one read, and its scores once (in the transaction), not again for the answer.
      expect([reads('tournament_cards'), reads('tournament_rounds'), reads('match_scores')]).toEqual([1, 0, 1]);
      expect(queries.filter((sql) => sql.includes('join "tournament_rounds"'))).toHaveLength(1);
      // A new hole: the round played and the player's name are kept between saves where the engine
      // tells the tables a save writes from theirs (PostgreSQL); SQLite reads them again, in this
      // thread. (A corrected hole may withdraw an attestation, a write to the round: read again.)
      if (number === 2) expect([reads('rounds'), reads('users')]).toEqual(engineOf(t.db) === 'postgres' ? [0, 0] : [1, 1]);
      expect(answer).toEqual(await fresh());
    }
    expect((await fresh()).holes.slice(0, 2).map((one) => one.strokes)).toEqual([5, 6]);
  });

  it('is the player’s alone, and locked once submitted or once the window closed (no return)', async () => {
    const id = await tournament();
    const [ann, bob] = [await player('ann'), await player('bob')];
    await enter(ann, id);
    await enter(bob, id);
    clock.set(DURING);
    const card = await openedCard(ann, id);
    expect((await hole(bob, card.id, 1, 4)).statusCode).toBe(403);
    expect((await inject(bob, 'GET', `/api/cards/${card.id}`)).statusCode).toBe(404);
    const bobCard = await openedCard(bob, id);
    await allPars(ann, card.id);
    await submit(ann, card.id, bob.member.id);
    expect((await hole(ann, card.id, 1, 3)).json()).toMatchObject({ message: 'This card is submitted: its scores are locked.' });

    const viewerCards = async (who: Player) => (await trpcClient(t.app, who.cookie).tournaments.get.query({ id })).viewer.cards;
    expect(await viewerCards(ann)).toEqual([{ id: card.id, round: 1, attempt: 1, status: 'submitted' }]);
    expect(await viewerCards(bob)).toEqual([{ id: bobCard.id, round: 1, attempt: 1, status: 'open' }]);

    clock.set(CLOSES);
    expect((await hole(bob, bobCard.id, 1, 4)).json()).toMatchObject({ message: 'Round 1 has closed: this card was not returned.' });
    expect((await inject(bob, 'GET', `/api/cards/${bobCard.id}`)).json()).toMatchObject({ status: 'no_return' });
    // The tournament page lists the player's own cards only, the one left open past the close as not returned.
    expect(await viewerCards(bob)).toEqual([{ id: bobCard.id, round: 1, attempt: 1, status: 'no_return' }]);
  });
});

describe('submitting and attesting', () => {
  it('asks for every hole, a marker other than the player and the evidence when required; two submits at once are one', async () => {
    const id = await tournament({ evidenceRequired: false });
    const [ann, bob] = [await player('ann'), await player('bob')];
    await enter(ann, id);
    clock.set(DURING);
    const card = await openedCard(ann, id);
    await hole(ann, card.id, 1, 4);
    expect((await submit(ann, card.id, bob.member.id)).json<{ message: string }>().message).toMatch(/^Enter every hole before submitting: hole 2, 3, .*18 are missing\.$/);
    await allPars(ann, card.id);
    expect((await submit(ann, card.id, ann.member.id)).json()).toMatchObject({ message: 'Your marker is another member, not you.' });
    const twice = await Promise.all([submit(ann, card.id, bob.member.id), submit(ann, card.id, bob.member.id)]);
    expect(twice.map((r) => r.json<{ status: string }>())).toEqual([{ status: 'submitted' }, { status: 'submitted' }]);
    expect((await submit(ann, card.id, 999)).json()).toMatchObject({ message: 'This card is already submitted.' });
  });

  it('refuses a card without its evidence when the committee asks for one', async () => {
    const id = await tournament({ evidenceRequired: true });
    const [ann, bob] = [await player('ann'), await player('bob')];
    await enter(ann, id);
    clock.set(DURING);
    const card = await openedCard(ann, id);
    await allPars(ann, card.id);
    expect((await submit(ann, card.id, bob.member.id)).json()).toMatchObject({ message: 'Add a photo of your final card before submitting: the committee asks for one.' });
  });

  it('takes a photo of the final card from the player while the card is open, and then lets it be submitted', async () => {
    const id = await tournament({ evidenceRequired: true });
    const [ann, bob] = [await player('ann'), await player('bob')];
    await enter(ann, id);
    clock.set(DURING);
    const card = await openedCard(ann, id);
    await allPars(ann, card.id);
    const photo = await multipart({}, { name: 'card.jpg', type: 'image/jpeg', bytes: await makeJpeg() });
    const attach = (who: Player) => t.app.inject({ method: 'POST', url: `/api/cards/${card.id}/evidence`, headers: { cookie: who.cookie, ...photo.headers }, payload: photo.payload });
    expect((await attach(bob)).statusCode).toBe(403);
    const attached = await attach(ann);
    expect(attached.statusCode).toBe(200);
    expect(attached.json<TournamentCard>().evidenceUrl).toMatch(/^\/uploads\//);
    expect((await submit(ann, card.id, bob.member.id)).json()).toEqual({ status: 'submitted' });
    expect((await attach(ann)).json()).toMatchObject({ message: 'This card is submitted: its photo is locked.' });
    const none = await t.app.inject({ method: 'POST', url: `/api/cards/${card.id}/evidence`, headers: { cookie: ann.cookie }, payload: {} });
    expect(none.json()).toMatchObject({ message: 'Attach a photo of your final card.' });
  });

  it('lets the marker or an admin attest, never the player or another member; the attested round counts', async () => {
    const id = await tournament();
    const [ann, bob, eve] = [await player('ann'), await player('bob'), await player('eve')];
    await enter(ann, id);
    clock.set(DURING);
    const card = await openedCard(ann, id);
    expect((await inject(bob, 'POST', `/api/cards/${card.id}/attest`)).statusCode).toBe(403);
    await allPars(ann, card.id);
    await submit(ann, card.id, bob.member.id);
    expect((await inject(ann, 'POST', `/api/cards/${card.id}/attest`)).json()).toMatchObject({ message: 'You cannot attest your own card: your marker does.' });
    expect((await inject(eve, 'POST', `/api/cards/${card.id}/attest`)).statusCode).toBe(403);
    const bobApi = trpcClient(t.app, bob.cookie);
    const anyName: unknown = expect.any(String);
    expect(await bobApi.tournaments.toAttest.query()).toEqual([{ cardId: card.id, tournamentId: id, tournament: 'Winter Medal', round: 1, player: anyName }]);
    expect(await trpcClient(t.app, eve.cookie).tournaments.toAttest.query()).toEqual([]);
    expect((await inject(bob, 'POST', `/api/cards/${card.id}/attest`)).json()).toEqual({ status: 'attested' });
    expect(await bobApi.tournaments.toAttest.query()).toEqual([]);
    expect((await inject(ann, 'GET', `/api/cards/${card.id}`)).json()).toMatchObject({ status: 'attested', marker: { id: bob.member.id } });
    const round = await t.db.selectFrom('rounds').select(['attested_by', 'user_id']).executeTakeFirstOrThrow();
    expect(round).toEqual({ attested_by: bob.member.id, user_id: ann.member.id });
  });
});

describe('the match behind a card', () => {
  it('is neither listed nor reachable through the match calls', async () => {
    const id = await tournament();
    const ann = await player('ann');
    await enter(ann, id);
    clock.set(DURING);
    await openedCard(ann, id);
    const { match_id: matchId } = await t.db.selectFrom('tournament_cards').select('match_id').executeTakeFirstOrThrow();
    expect((await inject(ann, 'GET', `/api/matches/${matchId}`)).statusCode).toBe(404);
    expect((await inject(ann, 'POST', `/api/matches/${matchId}/join`)).statusCode).toBe(404);
    const api = trpcClient(t.app, ann.cookie);
    await expect(api.matches.recordScore.mutate({ matchId, userId: ann.member.id, hole: 1, score: 1 })).rejects.toThrow('Match not found');
    expect((await api.matches.list.query()).map((m) => m.id)).not.toContain(matchId);
    expect((await api.matches.recent.query({ limit: 10 })).map((m) => m.id)).not.toContain(matchId);
  });
});
