import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertCourseWithTee, insertGolfMatch, PARS } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

/**
 * What one hole score costs the database, counted as Kysely sends it, BEGIN and COMMIT included.
 * The session and club-settings reads are left out: every request makes them from the read caches,
 * and whether a cache was just refreshed depends on when another commit's notice arrived (on
 * PostgreSQL), not on the score. Before the scoring core a hole walked matches, golf, matches, golf
 * and the feed in two transactions with the deciding reads outside them: 13 statements for a hole
 * in play, 16 for a first hole, 18 for the hole that completes the match. Now each is one
 * transaction; the ceilings fail if the work grows back. The first hole reads one row more since
 * issue 32: the index a player brought (declared or set by the committee) when they have no club index.
 */
const STEADY_HOLE_CEILING = 9;
const FIRST_HOLE_CEILING = 14;
const LAST_HOLE_CEILING = 12;

let t: TestApp;
let statements: string[];
let counting = false;
beforeEach(async () => {
  statements = [];
  t = await createTestApp({}, { onQuery: (sql) => counting && statements.push(sql) });
});
afterEach(() => t.close());

async function counted(work: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  counting = true;
  try {
    await work();
  } finally {
    counting = false;
  }
  return statements;
}

describe('one hole score', () => {
  it('takes a bounded number of SQL statements: the first hole (snapshot), a hole in play, and the hole that completes the match', async () => {
    const { teeId } = await insertCourseWithTee(t.db);
    const alex = await insertMember(t.db, { username: 'alex' });
    const blair = await insertMember(t.db, { username: 'blair' });
    const matchId = await insertGolfMatch(t.db, teeId, [alex.id, blair.id], { format: 'stroke' });
    const trpc = trpcClient(t.app, await memberCookie(t.db, alex.id));
    const blairTrpc = trpcClient(t.app, await memberCookie(t.db, blair.id));
    for (const [i, par] of PARS.entries()) await blairTrpc.matches.recordScore.mutate({ matchId, userId: blair.id, hole: i + 1, score: par });

    const first = await counted(() => trpc.matches.recordScore.mutate({ matchId, userId: alex.id, hole: 1, score: 5 }));
    const steady = await counted(() => trpc.matches.recordScore.mutate({ matchId, userId: alex.id, hole: 2, score: 4 }));
    for (let hole = 3; hole < 18; hole += 1) await trpc.matches.recordScore.mutate({ matchId, userId: alex.id, hole, score: 4 });
    const last = await counted(() => trpc.matches.recordScore.mutate({ matchId, userId: alex.id, hole: 18, score: 4 }));

    const cachedReads = (list: string[]) => list.filter((sql) => /from "(sessions|club_settings)"/.test(sql)).length;
    const counts = { first: first.length - cachedReads(first), steady: steady.length - cachedReads(steady), last: last.length - cachedReads(last) };
    expect(counts.steady, steady.join('\n')).toBeLessThanOrEqual(STEADY_HOLE_CEILING);
    expect(counts.first, first.join('\n')).toBeLessThanOrEqual(FIRST_HOLE_CEILING);
    expect(counts.last, last.join('\n')).toBeLessThanOrEqual(LAST_HOLE_CEILING);
    expect(last.filter((sql) => /insert into "feed_posts"/.test(sql))).toHaveLength(1);
  });
});
