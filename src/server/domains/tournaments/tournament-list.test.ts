import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAST_TOURNAMENTS_PAGE, type TournamentList } from '../../../shared/tournaments/tournament.schema';
import { adminAndMember } from '../../../test/admin-helpers';
import { createTournament } from '../../../test/tournament-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// Issue 34: the tournaments list does not grow with the club's history. The tournaments being played
// (or waiting for results) come whole; the finalised ones a page at a time, the latest first, and a
// page's link (?cursor=, the last one shown) stays put as new results come out.

let t: TestApp;
let clock: TestClock;
let adminCookie: string;
let memberCookie: string;
beforeEach(async () => {
  clock = new TestClock('2026-12-03T12:00:00.000Z');
  t = await createTestApp({}, { clock });
  ({ adminCookie, memberCookie } = await adminAndMember(t.db, clock));
});
afterEach(() => t.close());

/** A tournament whose entries closed `daysAgo` days before now; finalised unless told otherwise. */
async function tournament(name: string, daysAgo: number, finalised = true): Promise<number> {
  const id = await createTournament(t, adminCookie, { name });
  const closed = new Date(Date.parse('2026-12-03T12:00:00.000Z') - daysAgo * 86_400_000).toISOString();
  await t.db
    .updateTable('tournaments')
    .set({ entries_close_at: closed, finalised_at: finalised ? closed : null })
    .where('id', '=', id)
    .execute();
  return id;
}

async function list(query = ''): Promise<TournamentList & { status: number }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/tournaments${query}`, headers: { cookie: memberCookie } });
  return { ...response.json<TournamentList>(), status: response.statusCode };
}

const names = (page: TournamentList) => page.tournaments.map((tournament) => tournament.name);
const cup = (n: number) => `Cup ${String(n).padStart(2, '0')}`;

describe('the tournaments list', () => {
  it('lists every current tournament and the latest finalised page; older ones follow the cursor, unmoved by new results', async () => {
    // Cup 01 closed a day ago ... Cup 25 twenty-five days ago.
    for (let n = 1; n <= 25; n++) await tournament(cup(n), n);
    await tournament('Winter Medal', -5, false);
    await tournament('Awaiting Results', 3, false);

    const first = await list();
    expect(first.status).toBe(200);
    expect(names(first)).toEqual(['Winter Medal', 'Awaiting Results', ...Array.from({ length: PAST_TOURNAMENTS_PAGE }, (_, i) => cup(i + 1))]);
    expect(first.tournaments.slice(0, 2).map((row) => row.phase)).toEqual(['upcoming', 'upcoming']);
    expect(first.tournaments[2]?.phase).toBe('final');

    // A tournament's results come out between two reads: it leads the first page, and the next page is unmoved.
    await t.db.updateTable('tournaments').set({ finalised_at: clock.now().toISOString() }).where('name', '=', 'Awaiting Results').execute();
    const older = await list(`?when=past&cursor=${first.next}`);
    expect(names(older)).toEqual([21, 22, 23, 24, 25].map(cup));
    expect(older.next).toBeNull();
    expect(names(await list('?when=past')).slice(0, 3)).toEqual([cup(1), cup(2), 'Awaiting Results']);
    expect(names(await list('?when=current'))).toEqual(['Winter Medal']);
    expect((await list('?when=current')).next).toBeNull();

    // tRPC answers the same.
    const viaTrpc = await trpcClient(t.app, memberCookie).tournaments.list.query({ when: 'past', cursor: first.next ?? undefined });
    expect(names(viaTrpc)).toEqual(names(older));
  });

  it('refuses a cursor that names no tournament and an unknown part of the list, with clear messages', async () => {
    await tournament(cup(1), 1);
    const unknown = await list('?when=past&cursor=999');
    expect(unknown.status).toBe(404);
    expect(unknown).toMatchObject({ message: 'Tournament not found' });
    const bad = await list('?when=someday');
    expect(bad.status).toBe(400);
    expect(bad).toMatchObject({ message: 'Choose current or past tournaments' });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/tournaments' });
    expect(visitor.statusCode).toBe(401);
  });
});
