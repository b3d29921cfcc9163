import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { adminAndMember } from '../../../test/admin-helpers';
import { boardNotices } from '../../../test/board-notices';
import { PARS } from '../../../test/golf-factories';
import { createTournament, type TournamentPlayer, tournamentPlayer } from '../../../test/tournament-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ManualPace } from '../../../test/manual-pace';
import { TestClock } from '../../../test/test-clock';
import { BOARD_STALE_MS } from './board-cache';
import { findTournamentAndBoardVersion } from './leaderboard.service';

// Issue 30: the leaderboard shows every card in play or returned, ranked by the shared ranking core
// (countback, shared positions), with thru N for a card in progress; published, it is public with
// first names and last initials.

let t: TestApp;
let clock: TestClock;
let adminCookie: string;
beforeEach(async () => {
  clock = new TestClock('2026-12-03T12:00:00.000Z');
  t = await createTestApp({}, { clock });
  adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
});
afterEach(() => t.close());

const tournament = (overrides: Record<string, unknown> = {}) => createTournament(t, adminCookie, overrides);
const player = (fullName: string, index: number) => tournamentPlayer(t, clock, fullName.split(' ')[0]?.toLowerCase() ?? 'p', index, fullName);
type Player = TournamentPlayer;
const call = (who: { cookie: string } | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload && { payload }) });

/** Enters, opens a card and plays the given strokes per hole (as many holes as given). */
async function play(who: Player, id: number, strokes: number[]): Promise<number> {
  await call(who, 'POST', `/api/tournaments/${id}/entry`, { enter: true });
  const card = (await call(who, 'POST', `/api/tournaments/${id}/rounds/1/cards`)).json<TournamentCard>();
  for (const [i, score] of strokes.entries()) await call(who, 'PUT', `/api/cards/${card.id}/holes/${i + 1}`, { strokes: score });
  return card.id;
}
const board = async (who: { cookie: string } | null, id: number, query = '') => (await call(who, 'GET', `/api/tournaments/${id}/leaderboard${query}`)).json<{ rows: { position: string; name: string; thru: number | 'F'; toPar: number; gross: number }[] }>();

describe('the leaderboard', () => {
  it('ranks gross by countback and shows a card in progress where it stands', async () => {
    const id = await tournament();
    const [ann, bob, cat] = [await player('Ann Eagle', 10), await player('Bob Birdie', 10), await player('Cat Condor', 10)];
    clock.set('2026-12-06T15:00:00.000Z');
    // Ann and Bob both shoot 73 (one over). Ann's bogey is on the 1st, Bob's on the 18th: Ann wins the last nine.
    await play(ann, id, PARS.map((par, i) => (i === 0 ? par + 1 : par)));
    await play(bob, id, PARS.map((par, i) => (i === 17 ? par + 1 : par)));
    // Cat is two under after six holes.
    await play(cat, id, PARS.slice(0, 6).map((par, i) => (i < 2 ? par - 1 : par)));

    const gross = await board(ann, id, '?basis=gross');
    expect(gross.rows.map((row) => [row.position, row.name, row.thru, row.toPar])).toEqual([
      ['1', 'Cat Condor', 6, -2],
      ['2', 'Ann Eagle', 'F', 1],
      ['3', 'Bob Birdie', 'F', 1],
    ]);
    // The browser reads the same kept board through tRPC's plain GET: the same rows, checked once and sent as kept bytes.
    const input = encodeURIComponent(JSON.stringify({ 0: { id, basis: 'gross' } }));
    const viaTrpc = await t.app.inject({ url: `/trpc/tournaments.leaderboard?batch=1&input=${input}`, headers: { cookie: ann.cookie } });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json<Array<{ result: { data: { rows: unknown[] } } }>>()[0]?.result.data.rows).toEqual(gross.rows);
    const again = await t.app.inject({ url: `/trpc/tournaments.leaderboard?batch=1&input=${input}`, headers: { cookie: ann.cookie } });
    expect(again.body).toBe(viaTrpc.body);
  });

  it('shares a position when the cards are level on every countback hole', async () => {
    const id = await tournament();
    const [ann, bob] = [await player('Ann Eagle', 10), await player('Bob Birdie', 10)];
    clock.set('2026-12-06T15:00:00.000Z');
    await play(ann, id, [...PARS]);
    await play(bob, id, [...PARS]);
    expect((await board(bob, id, '?basis=gross')).rows.map((row) => row.position)).toEqual(['T1', 'T1']);
  });

  it('is for members until the committee publishes it; then anyone sees first names and last initials', async () => {
    const id = await tournament();
    const ann = await player('Ann Eagle', 10);
    clock.set('2026-12-06T15:00:00.000Z');
    await play(ann, id, [4]);
    const lapsed = await player('Lee Lapsed', 20);
    await t.db.updateTable('users').set({ paid_through: '2026-01-01' }).where('id', '=', lapsed.member.id).execute();
    expect((await call(null, 'GET', `/api/tournaments/${id}/leaderboard`)).statusCode).toBe(403);
    expect((await call(lapsed, 'GET', `/api/tournaments/${id}/leaderboard`)).statusCode).toBe(403);
    await t.db.updateTable('tournaments').set({ public_leaderboard: 1 }).execute();
    expect((await board(null, id)).rows.map((row) => row.name)).toEqual(['Ann E.']);
    expect((await board(lapsed, id)).rows.map((row) => row.name)).toEqual(['Ann E.']);
    expect((await board(ann, id)).rows.map((row) => row.name)).toEqual(['Ann Eagle']);
  });

  it('answers a member who saved nothing since the last board with it at once, and a member after their own save with a board that has it', async () => {
    // The boards' rests on a pace this test moves: what waits for a board cannot answer without it.
    const pace = new ManualPace();
    await t.close();
    t = await createTestApp({}, { clock, pace });
    adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
    const id = await tournament();
    const [ann, bob] = [await player('Ann Eagle', 10), await player('Bob Birdie', 10)];
    clock.set('2026-12-06T15:00:00.000Z');
    const annCard = await play(ann, id, [4]);
    await play(bob, id, [4]);
    const annThru = async (who: Player) => (await pace.until(board(who, id))).rows.find((row) => row.name === 'Ann Eagle')?.thru;
    expect(await annThru(bob)).toBe(1);

    // Ann saves her 2nd. Bob saved nothing since: the board of a moment ago, at once (his live stream then names the newer).
    const notices = boardNotices(t.db, id);
    await call(ann, 'PUT', `/api/cards/${annCard}/holes/2`, { strokes: 5 });
    // (On PostgreSQL the save's notice, which says whose it was, comes back a moment after the answer.)
    await notices.upTo((await findTournamentAndBoardVersion(t.db, id)).version);
    notices.stop();
    const before = pace.now();
    expect(await annThru(bob)).toBe(1);
    expect(pace.now()).toBe(before);
    // Ann, after her own save, has a board that has it, however recent the last one.
    await call(ann, 'PUT', `/api/cards/${annCard}/holes/3`, { strokes: 4 });
    expect(await annThru(ann)).toBe(3);

    // Once the last board is older than BOARD_STALE_MS, nobody has it at once: Bob waits for the newer one too.
    await call(ann, 'PUT', `/api/cards/${annCard}/holes/4`, { strokes: 4 });
    await pace.advance(BOARD_STALE_MS);
    expect(await annThru(bob)).toBe(4);
  });
});
