import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { PUBLIC_RESULTS_PAGE } from '../../../shared/tournaments/public-board.schema';
import { adminAndMember } from '../../../test/admin-helpers';
import { PARS } from '../../../test/golf-factories';
import { createTournament, type TournamentPlayer, tournamentPlayer } from '../../../test/tournament-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

const anyText: unknown = expect.any(String);

// The public site's tournaments: a visitor reads only the tournaments the committee published, only
// their name, format, rounds and board (first names and last initials), never a member's id or e-mail.

let t: TestApp;
let clock: TestClock;
let adminCookie: string;
beforeEach(async () => {
  clock = new TestClock('2026-12-03T12:00:00.000Z');
  t = await createTestApp({}, { clock });
  adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
});
afterEach(() => t.close());

const visitor = () => trpcClient(t.app);
const tournament = (overrides: Record<string, unknown> = {}) => createTournament(t, adminCookie, overrides);
const publish = (id: number) => t.db.updateTable('tournaments').set({ public_leaderboard: 1 }).where('id', '=', id).execute();
const player = (fullName: string, index: number) => tournamentPlayer(t, clock, fullName.split(' ')[0]?.toLowerCase() ?? 'p', index, fullName);
const call = (who: TournamentPlayer, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload && { payload }) });

/** Enters, opens a card in round 1 and plays the given strokes per hole. */
async function play(who: TournamentPlayer, id: number, strokes: readonly number[]): Promise<void> {
  await call(who, 'POST', `/api/tournaments/${id}/entry`, { enter: true });
  const card = (await call(who, 'POST', `/api/tournaments/${id}/rounds/1/cards`)).json<TournamentCard>();
  for (const [i, score] of strokes.entries()) await call(who, 'PUT', `/api/cards/${card.id}/holes/${i + 1}`, { strokes: score });
}

/** What a refused call answered: its tRPC code and message. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string | undefined; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      const data: unknown = error.data;
      const code = typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? data.code : undefined;
      return { code, message: error.message };
    }
    throw error;
  }
  throw new Error('The call was not refused');
}

describe('the public board', () => {
  it('answers an unpublished tournament exactly as one that does not exist, to visitors and members alike', async () => {
    const id = await tournament({ name: 'Secret Medal' });
    const ann = await player('Ann Eagle', 10);
    const missing = await refusal(visitor().tournaments.publicBoard.query({ id: id + 100 }));
    expect(missing).toEqual({ code: 'NOT_FOUND', message: 'Tournament not found' });
    expect(await refusal(visitor().tournaments.publicBoard.query({ id }))).toEqual(missing);
    expect(await refusal(trpcClient(t.app, ann.cookie).tournaments.publicBoard.query({ id }))).toEqual(missing);
    expect(await refusal(trpcClient(t.app, adminCookie).tournaments.publicBoard.query({ id }))).toEqual(missing);
    expect(await visitor().tournaments.publicList.query()).toEqual({ tournaments: [], next: null });
  });

  it('shows a published board to anyone with first names and last initials, and nothing else of the members', async () => {
    const id = await tournament({ name: 'Winter Medal' });
    const [ann, bob] = [await player('Ann Marie Eagle', 10), await player('Bob Birdie', 12)];
    clock.set('2026-12-06T15:00:00.000Z');
    await play(ann, id, PARS);
    await play(bob, id, PARS.slice(0, 4));
    await publish(id);

    const board = await visitor().tournaments.publicBoard.query({ id });
    expect(board.tournament).toMatchObject({ id, name: 'Winter Medal', format: 'stroke', phase: 'open' });
    expect(board.tournament.rounds).toEqual([
      { number: 1, course: anyText, tee: anyText, opensAt: '2026-12-05T00:00:00.000Z', closesAt: '2026-12-08T00:00:00.000Z' },
    ]);
    expect(board.updatedAt).toBe('2026-12-06T15:00:00.000Z');
    expect(board.boards).toHaveLength(1);
    expect(board.boards[0]?.rows.map((row) => [row.name, row.thru])).toEqual([
      ['Ann E.', 'F'],
      ['Bob B.', 4],
    ]);
    const text = JSON.stringify(board);
    for (const secret of ['Eagle', 'Birdie', 'Marie', '@example.com', 'userId', '"ann"', '"bob"']) {
      expect(text, secret).not.toContain(secret);
    }
    // A signed-in member reads the public board as a visitor does: the public page is the same for everyone.
    expect(await trpcClient(t.app, ann.cookie).tournaments.publicBoard.query({ id })).toEqual(board);
  });

  it('ranks each flight on its own board, in the committee’s order', async () => {
    const id = await tournament({
      flights: [
        { name: 'Low', maxIndex: 12 },
        { name: 'High', maxIndex: null },
      ],
    });
    const [ann, bob, cat] = [await player('Ann Eagle', 8), await player('Bob Birdie', 20), await player('Cat Condor', 11)];
    clock.set('2026-12-06T15:00:00.000Z');
    await play(ann, id, [4, 4]);
    await play(bob, id, [3]);
    await play(cat, id, [5]);
    await publish(id);
    const board = await visitor().tournaments.publicBoard.query({ id, basis: 'gross' });
    expect(board.basis).toBe('gross');
    expect(board.boards.map((b) => [b.flight, b.rows.map((row) => [row.position, row.name])])).toEqual([
      [
        'Low',
        [
          ['1', 'Ann E.'],
          ['2', 'Cat C.'],
        ],
      ],
      ['High', [['1', 'Bob B.']]],
    ]);
  });
});

describe('the public list', () => {
  it('lists only the published tournaments, with their rounds and nothing about entries or fees', async () => {
    const hidden = await tournament({ name: 'Members Medal' });
    const shown = await tournament({ name: 'Open Stableford', format: 'stableford', entryFee: 25, prize: 'A crystal vase' });
    await publish(shown);
    const { tournaments: list, next } = await visitor().tournaments.publicList.query();
    expect(next).toBeNull();
    expect(list.map((item) => item.id)).toEqual([shown]);
    expect(list[0]).toEqual({
      id: shown,
      name: 'Open Stableford',
      format: 'stableford',
      phase: 'upcoming',
      rounds: [{ number: 1, course: anyText, tee: anyText, opensAt: '2026-12-05T00:00:00.000Z', closesAt: '2026-12-08T00:00:00.000Z' }],
    });
    expect(JSON.stringify(list)).not.toContain('Members Medal');
    expect(hidden).not.toBe(shown);
  });

  it('shows a round opening and closing by the clock alone, and a newly published tournament at once', async () => {
    const id = await tournament({ name: 'Harbour Medal' });
    await publish(id);
    const phase = async () => (await visitor().tournaments.publicList.query()).tournaments.map((item) => [item.name, item.phase]);
    expect(await phase()).toEqual([['Harbour Medal', 'upcoming']]);
    clock.set('2026-12-05T00:00:00.000Z');
    expect(await phase()).toEqual([['Harbour Medal', 'open']]);
    clock.set('2026-12-08T00:00:00.000Z');
    expect(await phase()).toEqual([['Harbour Medal', 'closed']]);
    const another = await tournament({ name: 'Lighthouse Medal' });
    await publish(another);
    expect((await phase()).map(([name]) => name)).toContain('Lighthouse Medal');
  });

  /** A published tournament finalised with entries closed on the given day of January 2026 (the latest day first in the list). */
  async function finalised(name: string, day: number, published = true): Promise<number> {
    const id = await tournament({ name });
    await t.db
      .updateTable('tournaments')
      .set({ entries_close_at: new Date(Date.UTC(2026, 0, day)).toISOString(), finalised_at: '2026-02-01T00:00:00.000Z', public_leaderboard: published ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    return id;
  }

  it('gives the finalised ones a page at a time, the latest first, after the ones still being played; a page stays put while results are added', async () => {
    const playing = await tournament({ name: 'Open Now Medal' });
    await publish(playing);
    const results: number[] = [];
    for (let day = 2 * PUBLIC_RESULTS_PAGE + 2; day >= 1; day--) results.push(await finalised(`Result ${day}`, day));
    await finalised('Members Only Result', 30, false);

    const first = await visitor().tournaments.publicList.query();
    expect(first.tournaments.map((item) => item.id)).toEqual([playing, ...results.slice(0, PUBLIC_RESULTS_PAGE)]);
    expect(first.next).toBe(results[PUBLIC_RESULTS_PAGE - 1]);
    const second = await visitor().tournaments.publicList.query({ before: first.next ?? 0 });
    expect(second.tournaments.map((item) => item.id)).toEqual(results.slice(PUBLIC_RESULTS_PAGE, 2 * PUBLIC_RESULTS_PAGE));
    expect(second.next).toBe(results[2 * PUBLIC_RESULTS_PAGE - 1]);
    const third = await visitor().tournaments.publicList.query({ before: second.next ?? 0 });
    expect(third.tournaments.map((item) => item.id)).toEqual(results.slice(2 * PUBLIC_RESULTS_PAGE));
    expect(third.next).toBeNull();

    // A newer result moves the first page along; the link to the page after the twentieth still shows what it showed.
    const newest = await finalised('Result 28', 28);
    expect((await visitor().tournaments.publicList.query()).tournaments.slice(0, 2).map((item) => item.id)).toEqual([playing, newest]);
    expect(await visitor().tournaments.publicList.query({ before: first.next ?? 0 })).toEqual(second);
    expect(await visitor().tournaments.publicList.query({ before: second.next ?? 0 })).toEqual(third);
  });

  it('finds no page after a tournament that is not published or not finalised, exactly as after one that does not exist', async () => {
    const hidden = await finalised('Members Only Result', 10, false);
    const playing = await tournament({ name: 'Open Now Medal' });
    await publish(playing);
    const missing = await refusal(visitor().tournaments.publicList.query({ before: hidden + 100 }));
    expect(missing).toEqual({ code: 'NOT_FOUND', message: 'Tournament not found' });
    expect(await refusal(visitor().tournaments.publicList.query({ before: hidden }))).toEqual(missing);
    expect(await refusal(visitor().tournaments.publicList.query({ before: playing }))).toEqual(missing);
    expect((await refusal(visitor().tournaments.publicList.query({ before: -1 }))).code).toBe('BAD_REQUEST');
  });
});
