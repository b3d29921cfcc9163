import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../test/factories';
import { NEXT_YEAR } from '../../../test/feed-factories';
import { insertCourseWithTee, insertGolfMatch, PARS, teeInput } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** "casey" is Casey Lee to the other members: cards, results and the season table name players by their full name. */
async function signedIn(username: string) {
  const member = await insertMember(t.db, { username, fullName: `${username.charAt(0).toUpperCase()}${username.slice(1)} Lee` });
  const cookie = await memberCookie(t.db, member.id);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}
type Player = Awaited<ReturnType<typeof signedIn>>;

async function adminClient() {
  const { adminCookie } = await adminAndMember(t.db);
  return trpcClient(t.app, adminCookie);
}

/** The organizer records a player's strokes hole by hole, from the first hole of the round. */
async function play(organizer: Player, matchId: number, player: Player, strokes: number[], firstHole = 1) {
  for (const [i, score] of strokes.entries()) {
    await organizer.trpc.matches.recordScore.mutate({ matchId, userId: player.member.id, hole: firstHole + i, score });
  }
}
const overPar = (n: number) => PARS.map((par) => par + n);

describe('courses and tees', () => {
  it('lets an admin add a course and its tees, audited, and lists them for new matches', async () => {
    const admin = await adminClient();
    const course = await admin.admin.courses.create.mutate({ name: 'Pine Valley Sim', kind: 'simulator', location: 'GSPro' });
    const withTee = await admin.admin.courses.addTee.mutate(teeInput(course.id));
    expect(withTee.tees).toMatchObject([
      { name: 'Blue', rating: 72.1, slope: 128, par: 72, front: { rating: 36, slope: 126, par: 36 }, back: { par: 36 } },
    ]);
    const stored = await t.db.selectFrom('course_tees').select(['rating_tenths', 'front_rating_tenths']).executeTakeFirstOrThrow();
    expect(stored).toEqual({ rating_tenths: 721, front_rating_tenths: 360 });
    const member = await signedIn('casey');
    expect((await member.trpc.golf.courses.query()).map((c) => c.name)).toEqual(['Pine Valley Sim']);
    expect((await auditRows(t.db)).map((row) => row.action)).toEqual(expect.arrayContaining(['course.create', 'tee.create']));
  });

  it.each([
    [
      'stroke indexes that repeat',
      { strokeIndexes: [1, 1, ...Array.from({ length: 16 }, (_, i) => i + 3)] },
      'Stroke indexes must use each number from 1 to 18 once',
    ],
    ['a rating with two decimals', { rating: 72.15 }, 'Course rating has at most one decimal, such as 72.4'],
    ['a slope out of range', { slope: 160 }, 'Slope must be between 55 and 155'],
    ['17 pars', { pars: PARS.slice(1) }, 'Enter a par for each of the 18 holes'],
    ['a par of 7', { pars: [7, ...PARS.slice(1)] }, 'Each par must be 3, 4, 5 or 6'],
  ])('refuses %s with a clear message and stores nothing', async (_label, change, message) => {
    const admin = await adminClient();
    const course = await admin.admin.courses.create.mutate({ name: 'Sim', kind: 'simulator', location: 'GSPro' });
    await expect(admin.admin.courses.addTee.mutate({ ...teeInput(course.id), ...change })).rejects.toThrow(message);
    expect(await t.db.selectFrom('course_tees').selectAll().execute()).toEqual([]);
  });

  it('keeps members out of course management', async () => {
    const member = await signedIn('casey');
    await expect(member.trpc.admin.courses.create.mutate({ name: 'Sim', kind: 'simulator', location: 'GSPro' })).rejects.toThrow();
    expect(await t.db.selectFrom('courses').selectAll().execute()).toEqual([]);
  });

  it('retires a course: gone from new matches, refused for one, kept for past rounds', async () => {
    const admin = await adminClient();
    const { courseId, teeId } = await insertCourseWithTee(t.db);
    await admin.admin.courses.retire.mutate({ id: courseId, retired: true });
    const casey = await signedIn('casey');
    const riley = await signedIn('riley');
    expect(await casey.trpc.golf.courses.query()).toEqual([]);
    await expect(
      casey.trpc.matches.create.mutate({
        date: `${NEXT_YEAR}-05-02`,
        time: '09:00',
        selectedMembers: [{ id: riley.member.id, username: 'riley' }],
        teeId,
        holes: '18',
        format: 'stableford',
      }),
    ).rejects.toThrow('These tees are retired. Choose tees from the list.');
    expect((await admin.admin.courses.list.query())[0]?.retired).toBe(true);
  });
});

describe('matches that know golf', () => {
  it('creates a match on a tee with the format\u2019s WHS allowance, and singles match play needs exactly two players', async () => {
    const { teeId } = await insertCourseWithTee(t.db);
    const casey = await signedIn('casey');
    const riley = await signedIn('riley');
    const sam = await signedIn('sam');
    const base = { date: `${NEXT_YEAR}-05-02`, time: '09:00', teeId, holes: '18' as const };
    const members = [{ id: riley.member.id, username: 'riley' }];
    const stableford = await casey.trpc.matches.create.mutate({ ...base, selectedMembers: members, format: 'stableford' });
    expect(stableford.golf).toMatchObject({
      courseName: 'Harbour Links (simulator)',
      teeName: 'Blue',
      format: 'stableford',
      allowancePct: 95,
    });
    const singles = await casey.trpc.matches.create.mutate({ ...base, selectedMembers: members, format: 'match' });
    expect(singles.golf?.allowancePct).toBe(100);
    await expect(
      casey.trpc.matches.create.mutate({ ...base, selectedMembers: [...members, { id: sam.member.id, username: 'sam' }], format: 'match' }),
    ).rejects.toThrow('Singles match play is for two players: invite exactly one member.');
    await expect(sam.trpc.matches.join.mutate({ id: singles.id })).rejects.toThrow('This singles match already has its two players.');
  });

  it('refuses a hole outside the round and a score outside 1-20, and stores nothing', async () => {
    const { teeId } = await insertCourseWithTee(t.db);
    const casey = await signedIn('casey');
    const riley = await signedIn('riley');
    const matchId = await insertGolfMatch(t.db, teeId, [casey.member.id, riley.member.id], { holes: 'front' });
    await expect(casey.trpc.matches.recordScore.mutate({ matchId, userId: casey.member.id, hole: 12, score: 4 })).rejects.toThrow(
      'Hole 12 is not part of this round: the front nine is holes 1 to 9.',
    );
    await expect(casey.trpc.matches.recordScore.mutate({ matchId, userId: casey.member.id, hole: 3, score: 21 })).rejects.toThrow(
      'Score must be at most 20.',
    );
    await expect(casey.trpc.matches.recordScore.mutate({ matchId, userId: casey.member.id, hole: 3, score: 0 })).rejects.toThrow(
      'Score must be at least 1.',
    );
    expect(await t.db.selectFrom('match_scores').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('rounds').selectAll().execute()).toEqual([]);
  });

  it('shows strokes received, net and points per hole, and the match play status', async () => {
    const { teeId } = await insertCourseWithTee(t.db);
    const casey = await signedIn('casey');
    const riley = await signedIn('riley');
    const matchId = await insertGolfMatch(t.db, teeId, [casey.member.id, riley.member.id], { format: 'match' });
    await play(casey, matchId, casey, [4, 4, 3]);
    await play(casey, matchId, riley, [5, 5, 3]);
    const card = await casey.trpc.matches.scorecard.query({ id: matchId });
    expect(card.matchPlay?.text).toBe('Casey Lee 2 up with 15 to play');
    expect(card.holes[0]).toEqual({ number: 1, par: 4, strokeIndex: 7 });
    expect(card.rows[0]?.golf?.holes[1]).toEqual({ par: 4, strokes: 4, strokesReceived: 0, net: 4, points: 2 });
  });
});

describe('rounds, attestation and the club index', () => {
  async function threeRounds() {
    const { teeId } = await insertCourseWithTee(t.db);
    const casey = await signedIn('casey');
    const riley = await signedIn('riley');
    const matches: number[] = [];
    for (const [i, over] of [20, 18, 22].entries()) {
      const matchId = await insertGolfMatch(t.db, teeId, [casey.member.id, riley.member.id], { date: `2026-0${i + 3}-10` });
      await play(
        casey,
        matchId,
        casey,
        overPar(0).map((s, hole) => (hole < over - 18 ? s + 2 : s + 1)),
      );
      await play(riley, matchId, riley, overPar(0));
      matches.push(matchId);
    }
    return { teeId, casey, riley, matches };
  }

  it('counts a finished round only once a partner attests it, never by the player', async () => {
    const { casey, riley, matches } = await threeRounds();
    const roundOf = async (matchId: number) => (await casey.trpc.matches.scorecard.query({ id: matchId })).rows[0]?.golf?.roundId ?? 0;
    const first = await roundOf(matches[0] ?? 0);
    await expect(casey.trpc.golf.attest.mutate({ roundId: first })).rejects.toThrow(
      'You cannot attest your own round: ask another player in the match.',
    );
    const outsider = await signedIn('sam');
    await expect(outsider.trpc.golf.attest.mutate({ roundId: first })).rejects.toThrow(
      'Only another player in this match, or an admin, can attest this round.',
    );
    expect((await casey.trpc.golf.clubIndex.query({ userId: casey.member.id })).index).toBeNull();
    for (const matchId of matches) await riley.trpc.golf.attest.mutate({ roundId: await roundOf(matchId) });
    const page = await casey.trpc.golf.clubIndex.query({ userId: casey.member.id });
    // gross 92, 90, 94 with no index yet (par + 5 caps nothing): 113 / 128 x (92 - 72.1) = 17.6, then 15.8 and 19.3; newest first
    expect(page.record.map((line) => line.differential)).toEqual([19.3, 15.8, 17.6]);
    expect(page.index).toBe(13.8); // lowest of 3 minus 2.0
    expect(page.record.filter((line) => line.counts)).toHaveLength(1);
    expect(page.rounds.every((round) => round.status === 'counting')).toBe(true);
    expect(page.targets[0]).toMatchObject({ par: 72, courseHandicap: 16, target: 88 });
    expect((await auditRows(t.db)).filter((row) => row.action === 'round.attest')).toHaveLength(3);
  });

  it('refuses to attest an unfinished round, and attests once when two partners click at the same time', async () => {
    const { teeId } = await insertCourseWithTee(t.db);
    const casey = await signedIn('casey');
    const riley = await signedIn('riley');
    const sam = await signedIn('sam');
    const matchId = await insertGolfMatch(t.db, teeId, [casey.member.id, riley.member.id, sam.member.id]);
    await play(casey, matchId, casey, overPar(0).slice(0, 17));
    const roundId = (await casey.trpc.matches.scorecard.query({ id: matchId })).rows[0]?.golf?.roundId ?? 0;
    await expect(riley.trpc.golf.attest.mutate({ roundId })).rejects.toThrow(
      'This round is not finished: every hole needs a score before it can be attested.',
    );
    await play(casey, matchId, casey, [4], 18);
    const results = await Promise.allSettled([riley.trpc.golf.attest.mutate({ roundId }), sam.trpc.golf.attest.mutate({ roundId })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { message: 'This round is already attested.' } });
    expect((await auditRows(t.db)).filter((row) => row.action === 'round.attest')).toHaveLength(1);
  });

  it('withdraws the attestation when a score of the round changes, audited', async () => {
    const { casey, riley, matches } = await threeRounds();
    const matchId = matches[0] ?? 0;
    const roundId = (await casey.trpc.matches.scorecard.query({ id: matchId })).rows[0]?.golf?.roundId ?? 0;
    await riley.trpc.golf.attest.mutate({ roundId });
    await play(casey, matchId, casey, [3]);
    const row = (await casey.trpc.matches.scorecard.query({ id: matchId })).rows[0]?.golf;
    expect(row).toMatchObject({ attestedBy: null, canAttest: false });
    expect((await auditRows(t.db)).map((r) => r.action)).toContain('round.unattest');
  });

  it('lets an admin exclude a round with a reason and count it again, each audited', async () => {
    const { casey, riley, matches } = await threeRounds();
    for (const matchId of matches) {
      const roundId = (await casey.trpc.matches.scorecard.query({ id: matchId })).rows[0]?.golf?.roundId ?? 0;
      await riley.trpc.golf.attest.mutate({ roundId });
    }
    const admin = await adminClient();
    const before = await admin.golf.clubIndex.query({ userId: casey.member.id });
    const lowest = before.rounds.find((round) => round.gross === 90);
    await expect(casey.trpc.golf.exclude.mutate({ roundId: lowest?.id ?? 0, reason: 'mine' })).rejects.toThrow();
    await expect(admin.golf.exclude.mutate({ roundId: lowest?.id ?? 0, reason: '  ' })).rejects.toThrow(
      'Give a reason for excluding the round',
    );
    await admin.golf.exclude.mutate({ roundId: lowest?.id ?? 0, reason: 'Played from the wrong tees' });
    const after = await admin.golf.clubIndex.query({ userId: casey.member.id });
    expect(after.index).toBeNull(); // two scores left
    expect(after.rounds.find((round) => round.id === lowest?.id)).toMatchObject({
      status: 'excluded',
      excludedReason: 'Played from the wrong tees',
    });
    await admin.golf.include.mutate({ roundId: lowest?.id ?? 0 });
    expect((await admin.golf.clubIndex.query({ userId: casey.member.id })).index).toBe(13.8);
    expect((await auditRows(t.db)).map((r) => r.action)).toEqual(expect.arrayContaining(['round.exclude', 'round.include']));
  });

  it('keeps a round\u2019s snapshot when the tee changes later; a new round sees the change', async () => {
    const { teeId, casey, riley, matches } = await threeRounds();
    for (const matchId of matches) {
      const roundId = (await casey.trpc.matches.scorecard.query({ id: matchId })).rows[0]?.golf?.roundId ?? 0;
      await riley.trpc.golf.attest.mutate({ roundId });
    }
    const admin = await adminClient();
    const before = await casey.trpc.golf.clubIndex.query({ userId: casey.member.id });
    const tee = await t.db.selectFrom('course_tees').select('course_id').where('id', '=', teeId).executeTakeFirstOrThrow();
    await admin.admin.courses.updateTee.mutate({ ...teeInput(tee.course_id, { rating: 68.0, slope: 100 }), id: teeId });
    const after = await casey.trpc.golf.clubIndex.query({ userId: casey.member.id });
    expect(after.record).toEqual(before.record);
    expect(after.index).toBe(before.index);
    const oldCard = await casey.trpc.matches.scorecard.query({ id: matches[0] ?? 0 });
    expect(oldCard.holes[0]).toMatchObject({ par: 4 });
    const newMatch = await insertGolfMatch(t.db, teeId, [casey.member.id, riley.member.id]);
    const preview = (await casey.trpc.matches.scorecard.query({ id: newMatch })).rows[0]?.golf;
    // 13.8 x 100 / 113 + (68.0 - 72) = 8.21 at 95 % = 7.8 -> 8, where the old tee gave 15.6 x .95 -> 15
    expect(preview?.playingHandicap).toBe(8);
    const snapshots = await t.db.selectFrom('rounds').select(['rating_tenths', 'slope']).distinct().execute();
    expect(snapshots).toEqual([{ rating_tenths: 721, slope: 128 }]);
  });

  it('keeps an attested round: the match cannot be cancelled, nor the round left', async () => {
    const { casey, riley, matches } = await threeRounds();
    const matchId = matches[0] ?? 0;
    const rileyRound = (await casey.trpc.matches.scorecard.query({ id: matchId })).rows[1]?.golf?.roundId ?? 0;
    await casey.trpc.golf.attest.mutate({ roundId: rileyRound });
    await expect(riley.trpc.matches.leave.mutate({ id: matchId })).rejects.toThrow(
      'Your round in this match is attested and counts for your club index, so you cannot leave it.',
    );
    await expect(casey.trpc.matches.delete.mutate({ id: matchId })).rejects.toThrow('cannot be cancelled');
    expect(await t.db.selectFrom('matches').select('id').where('id', '=', matchId).execute()).toHaveLength(1);
  });
});

describe('results and the leaderboard', () => {
  it('posts a complete match\u2019s result to the feed once, even when the last scores arrive together', async () => {
    const { teeId } = await insertCourseWithTee(t.db);
    const casey = await signedIn('casey');
    const riley = await signedIn('riley');
    const matchId = await insertGolfMatch(t.db, teeId, [casey.member.id, riley.member.id]);
    await play(casey, matchId, casey, overPar(0).slice(0, 17));
    await play(casey, matchId, riley, overPar(1).slice(0, 17));
    await Promise.all([
      casey.trpc.matches.recordScore.mutate({ matchId, userId: casey.member.id, hole: 18, score: 4 }),
      riley.trpc.matches.recordScore.mutate({ matchId, userId: riley.member.id, hole: 18, score: 5 }),
    ]);
    const posts = await t.db.selectFrom('feed_posts').select(['content', 'match_id']).execute();
    expect(posts).toEqual([
      {
        content: 'Stableford result at Harbour Links (simulator) (Blue tees, 18 holes): 1. Casey Lee 36 pts · 2. Riley Lee 18 pts',
        match_id: matchId,
      },
    ]);
    // Whoever typed the last score, the feed shows a card from the club: what was played, places and scores by name.
    const [card] = (await riley.trpc.feed.list.query({ limit: 5 })).posts;
    expect(card?.result).toEqual({
      matchId,
      format: 'stableford',
      courseName: 'Harbour Links (simulator)',
      teeName: 'Blue',
      holes: '18',
      summary: null,
      players: [
        { userId: casey.member.id, name: casey.member.full_name, place: 1, score: '36 pts' },
        { userId: riley.member.id, name: riley.member.full_name, place: 2, score: '18 pts' },
      ],
      photoUrl: null,
    });
    // The club's card: no member takes it down, not even the one it was filed under.
    expect(card?.canDelete).toBe(false);
    const [recent] = await casey.trpc.matches.recent.query({ limit: 3 });
    expect(recent?.result).toBe('1. Casey Lee 36 pts · 2. Riley Lee 18 pts');
    // a correction updates the result line but never posts again
    await play(casey, matchId, riley, [4]);
    expect(await t.db.selectFrom('feed_posts').selectAll().execute()).toHaveLength(1);
    expect((await casey.trpc.matches.recent.query({ limit: 3 }))[0]?.result).toBe('1. Casey Lee 36 pts · 2. Riley Lee 19 pts');
  });

  it('leaves out of the post a member who turned result posts off', async () => {
    const { teeId } = await insertCourseWithTee(t.db);
    const casey = await signedIn('casey');
    const riley = await signedIn('riley');
    await riley.trpc.profile.setPostResults.mutate({ postResults: false });
    const matchId = await insertGolfMatch(t.db, teeId, [casey.member.id, riley.member.id], { format: 'stroke' });
    await play(casey, matchId, casey, overPar(0));
    await play(casey, matchId, riley, overPar(1));
    const posts = await t.db.selectFrom('feed_posts').select('content').execute();
    expect(posts.map((p) => p.content)).toEqual([
      'Stroke play result at Harbour Links (simulator) (Blue tees, 18 holes): 1. Casey Lee 72 net (72)',
    ]);
    const [card] = (await riley.trpc.feed.list.query({ limit: 5 })).posts;
    expect(card?.result?.players.map((player) => player.userId)).toEqual([casey.member.id]);
  });

  it('ranks the season by the points of each member\u2019s best N attested rounds', async () => {
    const { teeId } = await insertCourseWithTee(t.db);
    const casey = await signedIn('casey');
    const riley = await signedIn('riley');
    const admin = await adminClient();
    const settings = await admin.club.settings.query();
    await admin.admin.settings.update.mutate({ ...settings, seasonStart: '2026-03-01', seasonEnd: '2026-10-31', leaderboardRounds: 1 });
    const rounds: [Player, number[], string][] = [
      [casey, overPar(0), '2026-04-01'], // 36 points
      [casey, overPar(1), '2026-05-01'], // 18 points
      [riley, overPar(0).map((s, i) => (i === 0 ? s - 1 : s)), '2026-06-01'], // 37 points
      [riley, overPar(-1), '2026-11-15'], // after the season
    ];
    for (const [player, strokes, date] of rounds) {
      const other = player === casey ? riley : casey;
      const matchId = await insertGolfMatch(t.db, teeId, [player.member.id, other.member.id], { date });
      await play(player, matchId, player, strokes);
      const roundId = (await player.trpc.matches.scorecard.query({ id: matchId })).rows[0]?.golf?.roundId ?? 0;
      await other.trpc.golf.attest.mutate({ roundId });
      // Asked between rounds too: the standings kept in memory must follow each attestation.
      if (date === '2026-04-01')
        expect((await riley.trpc.golf.leaderboard.query()).rows.map((r) => [r.username, r.name, r.points])).toEqual([['casey', 'Casey Lee', 36]]);
    }
    const board = await casey.trpc.golf.leaderboard.query();
    expect(board).toMatchObject({ seasonStart: '2026-03-01', seasonEnd: '2026-10-31', bestRounds: 1 });
    expect(board.rows.map((r) => [r.rank, r.username, r.name, r.points, r.countedRounds, r.roundsPlayed, r.netAverage])).toEqual([
      [1, 'riley', 'Riley Lee', 37, 1, 1, 71],
      [2, 'casey', 'Casey Lee', 36, 1, 2, 81],
    ]);
  });
});
