import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertAttestedRound, insertCourseWithTee, PARS, STROKE_INDEXES } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { listRoundRowsOfUser } from '../rounds/rounds.service';

// Issue 31: matches played apart (each player whenever suits them inside a window), on own tees
// (results compare net to par or Stableford points, WHS), at any time of day in the organizer's own
// zone, and rounds logged up to 7 days afterwards. The club's zone is America/New_York.

const MARCH_FIRST = '2027-03-01T12:00:00.000Z';

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(MARCH_FIRST);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

/** "ann" is Ann Lee to the other players: result lines name players by their full name. */
async function signedIn(username: string, overrides: Parameters<typeof insertMember>[1] = {}) {
  const member = await insertMember(t.db, { username, fullName: `${username.charAt(0).toUpperCase()}${username.slice(1)} Lee`, ...overrides });
  const cookie = await memberCookie(t.db, member.id, clock);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}
type Player = Awaited<ReturnType<typeof signedIn>>;
const ref = (player: Player) => ({ id: player.member.id, username: player.member.username });
const post = (player: Player, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie: player.cookie }, payload });

/** An outdoor tee unlike the factory's: par 70 (holes 4 and 9 are par 4), rating 68.4, slope 117. */
const OUTDOOR_PARS = PARS.map((par, i) => (i === 3 || i === 8 ? 4 : par));
async function insertOutdoorTee(): Promise<number> {
  const now = new Date().toISOString();
  const course = await t.db.insertInto('courses').values({ name: 'Ohio Pines', kind: 'outdoor', location: 'Columbus, Ohio', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const tee = await t.db
    .insertInto('course_tees')
    .values({
      course_id: course.id,
      name: 'White',
      gender: 'men',
      pars: JSON.stringify(OUTDOOR_PARS),
      stroke_indexes: JSON.stringify(STROKE_INDEXES),
      rating_tenths: 684,
      slope: 117,
      front_rating_tenths: 340,
      front_slope: 115,
      back_rating_tenths: 344,
      back_slope: 119,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tee.id;
}

/** `over` strokes over par on the first `over` holes of a layout, par elsewhere. */
const overPar = (pars: number[], over: number) => pars.map((par, i) => (i < over ? par + 1 : par));

async function playAll(player: Player, matchId: number, strokes: number[]) {
  for (const [i, score] of strokes.entries()) await player.trpc.matches.recordScore.mutate({ matchId, userId: player.member.id, hole: i + 1, score });
}

describe('the time of a match', () => {
  it('is any half hour in the organizer’s own zone, kept in the club’s calendar across a daylight-saving change', async () => {
    const tokyo = await signedIn('kenji', { email: 'kenji@example.com' });
    await tokyo.trpc.profile.setTimeZone.mutate({ timeZone: 'Asia/Tokyo' });
    const friend = await signedIn('nora');
    // 06:00 in Tokyo on Sunday 14 March 2027 is 16:00 on Saturday in New York (still EST, UTC-5)...
    const before = await tokyo.trpc.matches.create.mutate({ date: '2027-03-14', time: '06:00', selectedMembers: [ref(friend)] });
    expect(before).toMatchObject({ date: '2027-03-13', time: '16:00', startsAt: '2027-03-13T21:00:00.000Z' });
    // ...and a day later, after New York moved to EDT (UTC-4), 17:00 there.
    const after = await tokyo.trpc.matches.create.mutate({ date: '2027-03-15', time: '06:00', selectedMembers: [ref(friend)] });
    expect(after).toMatchObject({ date: '2027-03-14', time: '17:00', startsAt: '2027-03-14T21:00:00.000Z' });
    // A late evening round in London, said in London time.
    const evening = await friend.trpc.matches.create.mutate({ date: '2027-03-20', time: '21:30', timeZone: 'Europe/London', selectedMembers: [ref(tokyo)] });
    expect(evening.startsAt).toBe('2027-03-20T21:30:00.000Z');
  });

  it('may lie in the last 7 days: the round is logged afterwards, its players accept and it is attested like any other', async () => {
    clock.set('2027-03-20T15:00:00.000Z');
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const tooLate = await post(ann, '/api/matches', { date: '2027-03-12', time: '09:00', selectedMembers: [ref(bob)] });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json()).toMatchObject({ message: 'A round can be logged up to 7 days after it was played.' });
    const { teeId } = await insertCourseWithTee(t.db);
    const match = await ann.trpc.matches.create.mutate({ date: '2027-03-17', time: '09:00', selectedMembers: [ref(bob)], teeId, holes: '18', format: 'stroke' });
    expect(match.viewer).toMatchObject({ roundStarted: true, scoresFor: [ann.member.id] });
    clock.set('2027-03-23T15:00:00.000Z');
    await bob.trpc.matches.join.mutate({ id: match.id });
    await playAll(ann, match.id, [...PARS]);
    const card = await bob.trpc.matches.scorecard.query({ id: match.id });
    const annRow = card.rows.find((row) => row.userId === ann.member.id);
    expect(annRow?.golf?.canAttest).toBe(true);
    await bob.trpc.golf.attest.mutate({ roundId: annRow?.golf?.roundId ?? 0 });
    expect((await t.db.selectFrom('rounds').select('attested_by').where('user_id', '=', ann.member.id).executeTakeFirstOrThrow()).attested_by).toBe(bob.member.id);
  });
});

describe('a match played apart', () => {
  it('closes after it starts and within 7 days; each player records only their own scores until it closes', async () => {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const base = { date: '2027-03-05', time: '09:00', selectedMembers: [ref(bob)] };
    for (const [closesAt, message] of [
      ['2027-03-05T13:00:00.000Z', 'A match played apart closes after it starts, and after now.'],
      ['2027-03-13T14:00:00.000Z', 'A match played apart closes within 7 days of its start.'],
    ] as const) {
      const refused = await post(ann, '/api/matches', { ...base, apart: { closesAt } });
      expect(refused.json()).toMatchObject({ message });
    }
    expect(await t.db.selectFrom('matches').selectAll().execute()).toEqual([]);

    const match = await ann.trpc.matches.create.mutate({ ...base, apart: { closesAt: '2027-03-08T04:59:00.000Z' } });
    expect(match.apart).toEqual({ closesAt: '2027-03-08T04:59:00.000Z' });
    await bob.trpc.matches.join.mutate({ id: match.id });
    clock.set('2027-03-06T20:00:00.000Z');
    // Still listed as coming while its window is open, a day after its date.
    expect((await bob.trpc.matches.list.query()).map((m) => m.id)).toContain(match.id);
    expect((await ann.trpc.matches.get.query({ id: match.id })).viewer.scoresFor).toEqual([ann.member.id]);
    await expect(ann.trpc.matches.recordScore.mutate({ matchId: match.id, userId: bob.member.id, hole: 1, score: 4 })).rejects.toThrow(
      'On a match played apart each player records their own scores.',
    );
    await ann.trpc.matches.recordScore.mutate({ matchId: match.id, userId: ann.member.id, hole: 1, score: 4 });
    clock.set('2027-03-08T05:00:00.000Z');
    expect((await ann.trpc.matches.get.query({ id: match.id })).viewer).toMatchObject({ closed: true, scoresFor: [] });
    await expect(ann.trpc.matches.recordScore.mutate({ matchId: match.id, userId: ann.member.id, hole: 2, score: 4 })).rejects.toThrow(
      'This match closed on Mar 7 at 11:59 PM (club time): scores can no longer be recorded.',
    );
    expect(await t.db.selectFrom('match_scores').select(['user_id', 'hole']).execute()).toEqual([{ user_id: ann.member.id, hole: 1 }]);
  });

  it('shows a player the others’ holes only once they have played them, until the window closes', async () => {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const admin = await signedIn('referee', { memberType: 'admin' });
    const { teeId } = await insertCourseWithTee(t.db);
    const match = await ann.trpc.matches.create.mutate({ date: '2027-03-05', time: '09:00', selectedMembers: [ref(bob)], teeId, holes: '18', format: 'match', apart: { closesAt: '2027-03-07T23:00:00.000Z' } });
    await bob.trpc.matches.join.mutate({ id: match.id });
    clock.set('2027-03-05T15:00:00.000Z');
    await playAll(ann, match.id, PARS.slice(0, 6).map((par) => par - 1));
    const annRow = (card: { rows: { userId: number; scores: Record<string, number>; holesHidden: number }[] }) => card.rows.find((row) => row.userId === ann.member.id);
    const seenByBob = await bob.trpc.matches.scorecard.query({ id: match.id });
    expect(annRow(seenByBob)).toMatchObject({ scores: {}, holesHidden: 6 });
    expect(seenByBob.matchPlay?.text).toBe('Not started');
    await playAll(bob, match.id, PARS.slice(0, 3));
    const afterThree = await bob.trpc.matches.scorecard.query({ id: match.id });
    expect(annRow(afterThree)).toMatchObject({ scores: { 1: 3, 2: 3, 3: 2 }, holesHidden: 3 });
    expect(afterThree.matchPlay?.text).toMatch(/^Ann Lee 3 up with 15 to play$/);
    // The committee, outside the match, sees the whole card; and so does everyone once the window closed.
    expect(annRow(await admin.trpc.matches.scorecard.query({ id: match.id }))).toMatchObject({ holesHidden: 0 });
    clock.set('2027-03-07T23:00:00.000Z');
    expect(annRow(await bob.trpc.matches.scorecard.query({ id: match.id }))?.holesHidden).toBe(0);
  });
});

describe('a match on own tees', () => {
  async function indexedPlayers() {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const marker = await signedIn('marker');
    const { teeId } = await insertCourseWithTee(t.db);
    // Three rounds of 85 on 72.1 / 128: differentials 113 / 128 x 12.9 = 11.4, index 11.4 - 2.0 = 9.4.
    for (const player of [ann, bob]) {
      for (const date of ['2027-02-01', '2027-02-08', '2027-02-15']) {
        await insertAttestedRound(t.db, { userId: player.member.id, attesterId: marker.member.id, teeId, date, strokes: overPar([...PARS], 13) });
      }
    }
    expect(await ann.trpc.golf.clubIndex.query({ userId: ann.member.id })).toMatchObject({ index: 9.4 });
    return { ann, bob, teeId, outdoorTeeId: await insertOutdoorTee() };
  }

  it('never plays match play, and asks each player for their tee on joining, fixed once their first score is in', async () => {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const { teeId } = await insertCourseWithTee(t.db);
    const outdoor = await insertOutdoorTee();
    const matchPlay = await post(ann, '/api/matches', { date: '2027-03-05', time: '09:00', selectedMembers: [ref(bob)], teeId, holes: '18', format: 'match', ownTees: true });
    expect(matchPlay.json()).toMatchObject({
      message: 'Match play needs one tee: both players play the same holes. Choose stroke play or Stableford to play on your own courses.',
    });
    const match = await ann.trpc.matches.create.mutate({ date: '2027-03-05', time: '09:00', selectedMembers: [ref(bob)], teeId, holes: '18', format: 'stroke', ownTees: true });
    expect((await post(bob, `/api/matches/${match.id}/join`, {})).json()).toMatchObject({
      message: 'Choose the tees you will play: on this match each player plays their own course.',
    });
    const joined = await post(bob, `/api/matches/${match.id}/join`, { teeId: outdoor });
    expect(joined.statusCode).toBe(200);
    expect(joined.json<{ golf: unknown }>().golf).toMatchObject({
      ownTees: true,
      resultBasis: 'net-to-par',
      tees: [
        { userId: ann.member.id, teeId, courseName: 'Harbour Links (simulator)', teeName: 'Blue' },
        { userId: bob.member.id, teeId: outdoor, courseName: 'Ohio Pines', teeName: 'White' },
      ],
    });
    // One tee for everyone: no tee to choose.
    const oneTee = await ann.trpc.matches.create.mutate({ date: '2027-03-05', time: '10:00', selectedMembers: [ref(bob)], teeId, holes: '18', format: 'stroke' });
    expect((await post(bob, `/api/matches/${oneTee.id}/join`, { teeId: outdoor })).json()).toMatchObject({ message: 'Everyone plays this match on its tees: join without choosing any.' });

    clock.set('2027-03-05T15:00:00.000Z');
    await bob.trpc.matches.chooseTee.mutate({ id: match.id, teeId });
    await bob.trpc.matches.chooseTee.mutate({ id: match.id, teeId: outdoor });
    await bob.trpc.matches.recordScore.mutate({ matchId: match.id, userId: bob.member.id, hole: 1, score: 4 });
    await expect(bob.trpc.matches.chooseTee.mutate({ id: match.id, teeId })).rejects.toThrow('Your round is under way on Ohio Pines (White tees): it stays there.');
    expect(await t.db.selectFrom('rounds').select(['course_name', 'rating_tenths', 'tee_id']).where('user_id', '=', bob.member.id).execute()).toEqual([
      { course_name: 'Ohio Pines', rating_tenths: 684, tee_id: outdoor },
    ]);
    // The round is outdoor although the match's (the organizer's) tee is a simulator's: what an outdoor-only club index reads.
    expect((await listRoundRowsOfUser(t.db, bob.member.id)).map((round) => round.course_kind)).toEqual(['outdoor']);
  });

  it('compares stroke play net to par across tees, as the WHS course handicap carries course rating minus par', async () => {
    const { ann, bob, teeId, outdoorTeeId } = await indexedPlayers();
    const match = await ann.trpc.matches.create.mutate({ date: '2027-03-05', time: '09:00', selectedMembers: [ref(bob)], teeId, holes: '18', format: 'stroke', ownTees: true });
    await bob.trpc.matches.join.mutate({ id: match.id, teeId: outdoorTeeId });
    clock.set('2027-03-05T15:00:00.000Z');
    // Ann, 72.1 / 128 / par 72: CH 9.4 x 128 / 113 + 0.1 = 10.75, PH round(10.75 x 95 %) = 10. Gross 82, net 72: level par.
    // Bob, 68.4 / 117 / par 70: CH 9.4 x 117 / 113 - 1.6 = 8.13, PH round(8.13 x 95 %) = 8. Gross 79, net 71: one over.
    // Bob has the fewer net strokes; net to par, Ann wins.
    await playAll(ann, match.id, overPar([...PARS], 10));
    await playAll(bob, match.id, overPar(OUTDOOR_PARS, 9));
    const card = await ann.trpc.matches.scorecard.query({ id: match.id });
    expect(card.rows.map((row) => [row.username, row.golf?.courseHandicap, row.golf?.playingHandicap, row.total, row.golf?.net, row.golf?.toPar, row.isLeader])).toEqual([
      ['ann', 11, 10, 82, 72, 0, true],
      ['bob', 8, 8, 79, 71, 1, false],
    ]);
    expect(card.holes.every((hole) => hole.par === null)).toBe(true);
    const result = (await ann.trpc.matches.get.query({ id: match.id })).result;
    expect(result).toBe('1. Ann Lee E net to par (82 at Harbour Links (simulator)) · 2. Bob Lee +1 net to par (79 at Ohio Pines)');
  });

  it('compares Stableford points across tees', async () => {
    const { ann, bob, teeId, outdoorTeeId } = await indexedPlayers();
    const match = await ann.trpc.matches.create.mutate({ date: '2027-03-05', time: '09:00', selectedMembers: [ref(bob)], teeId, holes: '18', format: 'stableford', ownTees: true });
    await bob.trpc.matches.join.mutate({ id: match.id, teeId: outdoorTeeId });
    clock.set('2027-03-05T15:00:00.000Z');
    // Points = 36 + par + playing handicap - gross while no hole scores nothing: Ann 36 + 72 + 10 - 82 = 36, Bob 36 + 70 + 8 - 79 = 35.
    await playAll(ann, match.id, overPar([...PARS], 10));
    await playAll(bob, match.id, overPar(OUTDOOR_PARS, 9));
    const { result, golf } = await bob.trpc.matches.get.query({ id: match.id });
    expect(golf?.resultBasis).toBe('points');
    expect(result).toBe('1. Ann Lee 36 pts (at Harbour Links (simulator)) · 2. Bob Lee 35 pts (at Ohio Pines)');
  });
});
