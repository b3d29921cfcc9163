import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../test/factories';
import { NEXT_YEAR } from '../../../test/feed-factories';
import { insertCourseWithTee, PARS } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createTournament, type TournamentPlayer, tournamentPlayer } from '../../../test/tournament-factories';

// Offline scorecards (docs/decisions/play-from-anywhere.md): a phone keeps each hole and sends it with
// a key of its own, again and again until an answer comes back. The same key is the same write, made
// once; a copy arriving late never undoes what was written after it.

let t: TestApp;
let clock: TestClock;
afterEach(() => t.close());

const scoreRecords = async () => (await auditRows(t.db)).filter((row) => row.action === 'score.record').map((row) => row.summary);
const scoreRows = () => t.db.selectFrom('match_scores').select(['user_id', 'hole', 'score', 'recorded_by', 'recorded_at']).orderBy('user_id').orderBy('hole').execute();

describe('a match score sent with a write key', () => {
  const DAYS_BEFORE = `${NEXT_YEAR}-05-27T12:00:00.000Z`;
  const DURING = `${NEXT_YEAR}-06-01T15:00:00.000Z`;
  beforeEach(async () => {
    clock = new TestClock(DAYS_BEFORE);
    t = await createTestApp({}, { clock });
  });

  async function signedIn(username: string) {
    const member = await insertMember(t.db, { username });
    const cookie = await memberCookie(t.db, member.id, clock);
    return { member, cookie, trpc: trpcClient(t.app, cookie) };
  }
  type Player = Awaited<ReturnType<typeof signedIn>>;

  /** A stroke-play match that alex organises and blair joined, on June 1st at 09:00; the clock is then in the round. */
  async function roundUnderWay() {
    const alex = await signedIn('alex');
    const blair = await signedIn('blair');
    const { teeId } = await insertCourseWithTee(t.db);
    const match = await alex.trpc.matches.create.mutate({
      date: `${NEXT_YEAR}-06-01`,
      time: '09:00',
      selectedMembers: [{ id: blair.member.id, username: blair.member.username }],
      teeId,
      holes: '18',
      format: 'stroke',
    });
    await blair.trpc.matches.join.mutate({ id: match.id });
    clock.set(DURING);
    return { alex, blair, matchId: match.id };
  }
  const record = (by: Player, matchId: number, player: Player, hole: number, score: number, writeKey?: string) =>
    by.trpc.matches.recordScore.mutate({ matchId, userId: player.member.id, hole, score, ...(writeKey && { writeKey }) });
  const shown = async (card: Promise<{ rows: { userId: number; scores: Record<string, number> }[] }>, player: Player, hole: number) =>
    (await card).rows.find((row) => row.userId === player.member.id)?.scores[hole];

  it('is made once when sent twice: one score, one audit line, and both answers show it', async () => {
    const { alex, matchId } = await roundUnderWay();
    const key = randomUUID();
    expect(await shown(record(alex, matchId, alex, 1, 5, key), alex, 1)).toBe(5);
    clock.set(`${NEXT_YEAR}-06-01T15:05:00.000Z`);
    expect(await shown(record(alex, matchId, alex, 1, 5, key), alex, 1)).toBe(5);
    expect(await scoreRecords()).toEqual(['Recorded 5 on hole 1 for alex']);
    expect(await scoreRows()).toEqual([{ user_id: alex.member.id, hole: 1, score: 5, recorded_by: alex.member.id, recorded_at: DURING }]);
  });

  it('never lets a late copy undo a correction: a write delivered (its answer lost), then corrected, then sent again', async () => {
    const { alex, matchId } = await roundUnderWay();
    const first = randomUUID();
    await record(alex, matchId, alex, 3, 6, first);
    await record(alex, matchId, alex, 3, 4, randomUUID());
    expect(await shown(record(alex, matchId, alex, 3, 6, first), alex, 3)).toBe(4);
    expect(await scoreRecords()).toEqual(['Recorded 6 on hole 3 for alex', 'Recorded 4 on hole 3 for alex (was 6)']);
  });

  it("does not take a player's own hole back to the organizer who first entered it", async () => {
    const { alex, blair, matchId } = await roundUnderWay();
    const organizers = randomUUID();
    await record(alex, matchId, blair, 2, 5, organizers);
    await record(blair, matchId, blair, 2, 5, randomUUID());
    await record(alex, matchId, blair, 2, 5, organizers);
    expect((await scoreRows()).map((row) => row.recorded_by)).toEqual([blair.member.id]);
    expect(await scoreRecords()).toEqual(['Recorded 5 on hole 2 for blair', 'Recorded 5 on hole 2 for blair (was 5)']);
  });

  it('refuses a key sent with another score, or by another member, and changes nothing', async () => {
    const { alex, blair, matchId } = await roundUnderWay();
    const key = randomUUID();
    await record(alex, matchId, alex, 1, 5, key);
    await expect(record(alex, matchId, alex, 1, 6, key)).rejects.toThrow('This write key was already used for another score');
    await expect(record(blair, matchId, blair, 1, 5, key)).rejects.toThrow('This write key was already used for another score');
    expect((await scoreRows()).map((row) => [row.user_id, row.score])).toEqual([[alex.member.id, 5]]);
    await expect(record(alex, matchId, alex, 1, 5, 'not-a-uuid')).rejects.toThrow('The write key is a UUID.');
  });

  it('keeps no key of a refused write: sent again once the round is on, it is made', async () => {
    const { alex, matchId } = await roundUnderWay();
    clock.set(DAYS_BEFORE);
    const key = randomUUID();
    await expect(record(alex, matchId, alex, 1, 4, key)).rejects.toThrow('once the round has started');
    expect(await t.db.selectFrom('score_write_keys').selectAll().execute()).toEqual([]);
    clock.set(DURING);
    expect(await shown(record(alex, matchId, alex, 1, 4, key), alex, 1)).toBe(4);
    expect(await scoreRecords()).toEqual(['Recorded 4 on hole 1 for alex']);
  });

  it('makes copies sent at the same moment one write', async () => {
    const { alex, matchId } = await roundUnderWay();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => record(alex, matchId, alex, 7, 3, key)));
    expect(answers.map((card) => card.rows.find((row) => row.userId === alex.member.id)?.scores[7])).toEqual([3, 3, 3]);
    expect(await scoreRecords()).toEqual(['Recorded 3 on hole 7 for alex']);
  });

  it('goes with its match when the match is deleted', async () => {
    const { alex, matchId } = await roundUnderWay();
    await record(alex, matchId, alex, 1, 4, randomUUID());
    await t.db.deleteFrom('matches').where('id', '=', matchId).execute();
    expect(await t.db.selectFrom('score_write_keys').selectAll().execute()).toEqual([]);
  });
});

describe('a tournament hole sent with a write key', () => {
  const DURING = '2026-12-06T15:00:00.000Z';
  let adminCookie: string;
  beforeEach(async () => {
    clock = new TestClock('2026-12-03T12:00:00.000Z');
    t = await createTestApp({}, { clock });
    adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
  });

  const put = (who: TournamentPlayer, cardId: number, hole: number, strokes: number, writeKey?: string) =>
    t.app.inject({ method: 'PUT', url: `/api/cards/${cardId}/holes/${hole}`, headers: { cookie: who.cookie }, payload: { strokes, ...(writeKey && { writeKey }) } });
  const strokesOn = (card: TournamentCard, hole: number) => card.holes.find((h) => h.number === hole)?.strokes;

  async function playing() {
    const id = await createTournament(t, adminCookie);
    const ann = await tournamentPlayer(t, clock, 'ann');
    const marker = await tournamentPlayer(t, clock, 'marker');
    await t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/entry`, headers: { cookie: ann.cookie }, payload: { enter: true } });
    clock.set(DURING);
    const opened = await t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/rounds/1/cards`, headers: { cookie: ann.cookie } });
    expect(opened.statusCode).toBe(201);
    return { ann, marker, card: opened.json<TournamentCard>() };
  }

  it('is made once when sent twice: the hole keeps the time it was first recorded', async () => {
    const { ann, card } = await playing();
    const key = randomUUID();
    expect(strokesOn((await put(ann, card.id, 1, 5, key)).json<TournamentCard>(), 1)).toBe(5);
    clock.set('2026-12-06T15:10:00.000Z');
    const again = await put(ann, card.id, 1, 5, key);
    expect(again.statusCode).toBe(200);
    expect(strokesOn(again.json<TournamentCard>(), 1)).toBe(5);
    expect(await scoreRows()).toEqual([{ user_id: ann.member.id, hole: 1, score: 5, recorded_by: ann.member.id, recorded_at: DURING }]);
  });

  it('never lets a late copy undo a correction, through REST or tRPC', async () => {
    const { ann, card } = await playing();
    const first = randomUUID();
    await put(ann, card.id, 4, 7, first);
    const trpc = trpcClient(t.app, ann.cookie);
    await trpc.tournaments.hole.mutate({ cardId: card.id, hole: 4, strokes: 5, writeKey: randomUUID() });
    expect(strokesOn((await put(ann, card.id, 4, 7, first)).json<TournamentCard>(), 4)).toBe(5);
    expect(strokesOn(await trpc.tournaments.hole.mutate({ cardId: card.id, hole: 4, strokes: 7, writeKey: first }), 4)).toBe(5);
    expect((await scoreRows()).map((row) => row.score)).toEqual([5]);
  });

  it('answers a write already made with the card even once it is submitted; a new write is refused with the reason', async () => {
    const { ann, marker, card } = await playing();
    const keys = PARS.map(() => randomUUID());
    for (const [i, par] of PARS.entries()) expect((await put(ann, card.id, i + 1, par, keys[i])).statusCode).toBe(200);
    const submitted = await t.app.inject({ method: 'POST', url: `/api/cards/${card.id}/submit`, headers: { cookie: ann.cookie }, payload: { markerId: marker.member.id } });
    expect(submitted.json()).toEqual({ status: 'submitted' });
    const repeated = await put(ann, card.id, 18, PARS[17] ?? 4, keys[17]);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json<TournamentCard>().status).toBe('submitted');
    const late = await put(ann, card.id, 18, 3, randomUUID());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'This card is submitted: its scores are locked.' });
  });

  it("is the player's own: another member's key on the same card is refused", async () => {
    const { ann, marker, card } = await playing();
    const key = randomUUID();
    await put(ann, card.id, 1, 4, key);
    expect((await put(marker, card.id, 1, 4, key)).statusCode).toBe(403);
    expect((await put(ann, card.id, 2, 4, key)).json()).toMatchObject({ message: 'This write key was already used for another score: enter the hole again.' });
    expect((await put(ann, card.id, 2, 4, 'nope')).statusCode).toBe(400);
  });
});
