import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { leaderboardSchema, type TournamentCard, type TournamentLeaderboard } from '../../../shared/tournaments/tournament.schema';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../test/factories';
import { eventually, openEventStream, type OpenedStream } from '../../../test/event-stream';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LIVE_UPDATE_GAP_MS } from '../http/live-streams';
import { TestClock } from '../../../test/test-clock';
import { createTournament, tournamentPlayer, type TournamentPlayer, WINDOW } from '../../../test/tournament-factories';

// Issue 34: a board's watchers hear of each saved card through GET /api/tournaments/{id}/live (a
// few per second at most), with the board's own access rules; the board is computed once per change.
// The stream's pacing to the millisecond (the gap, the waves to a crowd) is in live-streams.test.ts.

let t: TestApp;
let clock: TestClock;
let adminCookie: string;
let base: string;
const streams: OpenedStream[] = [];
let queries: string[] = [];

beforeEach(async () => {
  clock = new TestClock('2026-12-06T12:00:00.000Z');
  queries = [];
  t = await createTestApp({}, { clock, onQuery: (sql) => queries.push(sql) });
  adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await t.close();
});

const call = (cookie: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

async function watch(id: number, cookie: string | null, query = ''): Promise<OpenedStream> {
  const stream = await openEventStream(`${base}/api/tournaments/${id}/live${query}`, cookie);
  streams.push(stream);
  return stream;
}

/** A player entered with a card open; their card's id. */
async function cardOf(who: TournamentPlayer, id: number): Promise<number> {
  expect((await call(who.cookie, 'POST', `/api/tournaments/${id}/entry`, { enter: true })).statusCode).toBe(200);
  const opened = await call(who.cookie, 'POST', `/api/tournaments/${id}/rounds/1/cards`);
  expect(opened.statusCode).toBe(201);
  return opened.json<TournamentCard>().id;
}

const save = async (who: TournamentPlayer, cardId: number, hole: number, strokes: number) =>
  expect((await call(who.cookie, 'PUT', `/api/cards/${cardId}/holes/${hole}`, { strokes })).statusCode).toBe(200);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The board an update carries after its version (its JSON gzipped, in base64); undefined for a version alone. */
function carried(data: string | undefined): TournamentLeaderboard | undefined {
  const line = data?.split(' ')[1];
  if (line === undefined) return undefined;
  return leaderboardSchema.parse(JSON.parse(gunzipSync(Buffer.from(line, 'base64')).toString('utf8')));
}

describe('the live board', () => {
  it('tells the watchers of the tournament whose card was saved, and only them; a burst is one update a second', async () => {
    const [medal, open] = [await createTournament(t, adminCookie), await createTournament(t, adminCookie, { name: 'Winter Open' })];
    const [ann, bob] = [await tournamentPlayer(t, clock, 'ann', 10), await tournamentPlayer(t, clock, 'bob', 12)];
    const annCard = await cardOf(ann, medal);
    await cardOf(bob, open);
    const versionOf = async (id: number) =>
      (await t.db.selectFrom('tournament_board_versions').select('version').where('tournament_id', '=', id).executeTakeFirstOrThrow()).version;
    const [medalWatcher, openWatcher] = [await watch(medal, bob.cookie), await watch(open, ann.cookie)];
    expect([medalWatcher.status, medalWatcher.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);
    // Each hears the version now first: a board read just before may be older.
    await eventually(() => medalWatcher.events.length === 1 && openWatcher.events.length === 1);
    expect([medalWatcher.events, openWatcher.events]).toEqual([[String(await versionOf(medal))], [String(await versionOf(open))]]);

    await save(ann, annCard, 1, 4);
    await eventually(() => medalWatcher.events.length === 2);
    for (const [hole, strokes] of [[2, 5], [3, 3], [4, 4], [5, 6]] as const) await save(ann, annCard, hole, strokes);
    const version = await versionOf(medal);
    await eventually(() => medalWatcher.events.at(-1) === String(version));
    await pause(LIVE_UPDATE_GAP_MS + 200);
    // Four more saves, a few ms apart: fewer updates than saves, at least a second apart (less a
    // timer's slack), each with a newer version, the last with the last.
    const updates = medalWatcher.events.slice(1);
    expect(updates.length).toBeLessThan(5);
    expect(medalWatcher.events.map(Number)).toEqual([...medalWatcher.events.map(Number)].sort((a, b) => a - b));
    expect(new Set(medalWatcher.events).size).toBe(medalWatcher.events.length);
    const arrivals = medalWatcher.arrivals.slice(1);
    const gaps = arrivals.slice(1).map((at, i) => at - (arrivals[i] ?? 0));
    expect(gaps.every((gap) => gap >= LIVE_UPDATE_GAP_MS - 20)).toBe(true);
    expect(openWatcher.events).toHaveLength(1);
  });

  it('keeps the board computed until a card changes, and a read after a save has it', async () => {
    const id = await createTournament(t, adminCookie);
    const ann = await tournamentPlayer(t, clock, 'ann', 10);
    const card = await cardOf(ann, id);
    await save(ann, card, 1, 4);
    const thru = async () => (await call(ann.cookie, 'GET', `/api/tournaments/${id}/leaderboard`)).json<{ rows: { thru: number }[] }>().rows[0]?.thru;
    const readsOfScores = () => queries.filter((sql) => sql.includes('from "match_scores"')).length;

    expect(await thru()).toBe(1);
    const afterFirst = readsOfScores();
    expect(await thru()).toBe(1);
    expect(readsOfScores()).toBe(afterFirst);
    await save(ann, card, 2, 5);
    const afterSave = readsOfScores();
    expect(await thru()).toBe(2);
    expect(readsOfScores()).toBeGreaterThan(afterSave);
  });

  it('is for whoever may read the board: members, and anyone once it is published, until it is final', async () => {
    const members = await createTournament(t, adminCookie);
    const published = await createTournament(t, adminCookie, { name: 'Open Medal', publicLeaderboard: true });
    const ann = await tournamentPlayer(t, clock, 'ann', 10);
    const status = async (id: number, cookie: string | null) => (await watch(id, cookie)).status;

    expect(await status(members, null)).toBe(403);
    expect(await status(members, ann.cookie)).toBe(200);
    expect(await status(published, null)).toBe(200);
    expect(await status(9999, ann.cookie)).toBe(404);
    // A lapsed member watches what a visitor may.
    const lapsed = await memberCookie(t.db, (await insertMember(t.db, { paidThrough: '2020-01-01' })).id);
    expect(await status(members, lapsed)).toBe(403);
    expect(await status(published, lapsed)).toBe(200);
    const visitor = await watch(published, null);
    await eventually(() => visitor.events.length === 1);
    expect(visitor.events).toEqual(['0']);

    // After the last window closed the public page stops refreshing: so does a visitor's stream
    // (204 tells EventSource not to come back); members still see the committee's decisions.
    clock.set(WINDOW.closesAt);
    expect(await status(published, null)).toBe(204);
    expect(await status(published, ann.cookie)).toBe(200);
    await t.db.updateTable('tournaments').set({ finalised_at: WINDOW.closesAt }).where('id', '=', published).execute();
    expect(await status(published, ann.cookie)).toBe(204);
  });

  it("sends the board itself to a watcher naming one: members' with names, the public one with initials; a member signed out since is sent nothing more", async () => {
    const id = await createTournament(t, adminCookie, { name: 'Open Medal', publicLeaderboard: true });
    const ann = await tournamentPlayer(t, clock, 'ann', 10, 'Ann Birdie');
    const bob = await tournamentPlayer(t, clock, 'bob', 12, 'Bob Eagle');
    const card = await cardOf(ann, id);
    const [member, visitor, versionOnly] = [await watch(id, bob.cookie, '?basis=gross'), await watch(id, null, '?basis=net'), await watch(id, bob.cookie)];
    expect((await watch(id, bob.cookie, '?basis=stableford')).status).toBe(400);
    await eventually(() => [member, visitor, versionOnly].every((stream) => stream.events.length === 1));
    // The first message names the version only: the page reads the board it opens with.
    expect(member.events[0]).toMatch(/^\d+$/);

    await save(ann, card, 1, 4);
    await eventually(() => [member, visitor, versionOnly].every((stream) => stream.events.length === 2));
    const [members, visitors] = [carried(member.events[1]), carried(visitor.events[1])];
    expect(members?.version).toBe(Number(member.events[1]?.split(' ')[0]));
    expect(members).toEqual((await call(bob.cookie, 'GET', `/api/tournaments/${id}/leaderboard?basis=gross&version=${members?.version}`)).json());
    expect(members?.rows.map((row) => [row.name, row.thru, row.gross])).toEqual([['Ann Birdie', 1, 4]]);
    expect(visitors).toMatchObject({ basis: 'net', rows: [{ name: 'Ann B.', thru: 1 }] });
    expect(visitors).toEqual((await call(null, 'GET', `/api/tournaments/${id}/leaderboard?basis=net&version=${visitors?.version}`)).json());
    expect(versionOnly.events[1]).toMatch(/^\d+$/);

    // Bob's sessions end (signed out on another device, or by an admin): his stream carrying the
    // members' board ends with the next update, whichever process he is on; the visitor's goes on.
    await t.db.deleteFrom('sessions').where('user_id', '=', bob.member.id).execute();
    await pause(LIVE_UPDATE_GAP_MS);
    await save(ann, card, 2, 5);
    await eventually(() => member.ended && visitor.events.length === 3);
    expect(member.events).toHaveLength(2);
    expect(carried(visitor.events[2])?.rows[0]?.thru).toBe(2);
  });

  it('ends a visitor\'s stream carrying the board once the board is no longer public', async () => {
    const id = await createTournament(t, adminCookie, { name: 'Open Medal', publicLeaderboard: true });
    const ann = await tournamentPlayer(t, clock, 'ann', 10);
    const card = await cardOf(ann, id);
    const visitor = await watch(id, null, '?basis=net');
    await eventually(() => visitor.events.length === 1);
    await t.db.updateTable('tournaments').set({ public_leaderboard: 0 }).where('id', '=', id).execute();
    await save(ann, card, 1, 4);
    await eventually(() => visitor.ended);
    expect(visitor.events).toHaveLength(1);
  });

  it('ends its streams when the server stops, so it can stop', async () => {
    const id = await createTournament(t, adminCookie);
    const ann = await tournamentPlayer(t, clock, 'ann', 10);
    const stream = await watch(id, ann.cookie);
    expect(stream.status).toBe(200);
    await t.app.close();
  });
});
