import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { insertCourseRow, insertTeeRow } from '../../src/server/domains/courses/courses.repository';
import { buildGolfScorecard, firstScoreSnapshot } from '../../src/server/domains/matches/golf-scorecard';
import { settleMatchResult } from '../../src/server/domains/matches/match-results';
import { attestRoundRow, insertRoundRowOnce, listRoundRowsOfMatch } from '../../src/server/domains/rounds/rounds.repository';
import { listScoreRows, upsertScoreRow } from '../../src/server/domains/rounds/scores.repository';
import { insertMatchRow, insertParticipantRows, listParticipantRows } from '../../src/server/domains/matches/matches.repository';
import type { MatchGolf } from '../../src/shared/matches/match.schema';
import { clubTime, clubToday, type SeedContext } from './seed-context';

interface DemoTee {
  name: string;
  gender: 'men' | 'women';
  rating: number;
  slope: number;
  front: [number, number];
  back: [number, number];
}

interface DemoCourse {
  name: string;
  location: string;
  pars: number[];
  strokeIndexes: number[];
  tees: DemoTee[];
}

const courses: DemoCourse[] = [
  {
    name: 'Cypress Dunes',
    location: 'Simulator: GSPro course library',
    pars: [4, 5, 4, 3, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5],
    strokeIndexes: [9, 3, 13, 17, 1, 7, 15, 11, 5, 10, 2, 18, 6, 12, 4, 16, 14, 8],
    tees: [
      { name: 'Blue', gender: 'men', rating: 73.4, slope: 134, front: [36.9, 136], back: [36.5, 132] },
      { name: 'White', gender: 'men', rating: 70.9, slope: 127, front: [35.6, 129], back: [35.3, 125] },
      { name: 'Red', gender: 'women', rating: 72.6, slope: 128, front: [36.4, 130], back: [36.2, 126] },
    ],
  },
  {
    name: 'Highland Moor',
    location: 'Simulator: TrackMan course library',
    pars: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4],
    strokeIndexes: [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 16, 2, 12, 6, 18, 10, 4, 14],
    tees: [
      { name: 'Black', gender: 'men', rating: 74.8, slope: 141, front: [37.5, 143], back: [37.3, 139] },
      { name: 'Gold', gender: 'men', rating: 71.6, slope: 129, front: [35.9, 131], back: [35.7, 127] },
    ],
  },
  {
    name: 'Lakeside Park',
    location: 'Simulator: E6 Connect course library',
    pars: [4, 3, 4, 4, 5, 3, 4, 4, 4, 5, 3, 4, 4, 4, 3, 5, 4, 4],
    strokeIndexes: [5, 17, 1, 11, 9, 15, 3, 13, 7, 8, 16, 2, 10, 4, 18, 12, 6, 14],
    tees: [{ name: 'Green', gender: 'men', rating: 68.7, slope: 118, front: [34.4, 120], back: [34.3, 116] }],
  },
];

/** Deterministic strokes for a player of a given level: par plus a repeating pattern of extra strokes. */
function strokesFor(pars: number[], extra: number[], round: number): number[] {
  return pars.map((par, hole) => par + (extra[(hole + round * 5) % extra.length] ?? 0));
}

// Over par per hole, repeated: jordan plays to about 9, casey about 16, riley about 22.
const players: Record<string, number[]> = {
  jordan: [0, 1, 0, 0, 1, 0, 1, 0, 0],
  casey: [1, 1, 0, 1, 2, 0, 1, 1, 0],
  riley: [1, 2, 1, 1, 2, 0, 1, 2, 1],
};

/** Three simulator courses with rated tees, and a few attested Stableford rounds so indexes and the leaderboard live. */
export async function seedGolf(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'courses')) return;
  const now = new Date().toISOString();
  const tees: { id: number; golf: Pick<MatchGolf, 'teeId' | 'courseName' | 'teeName'> }[] = [];
  for (const course of courses) {
    const courseId = await insertCourseRow(ctx.db, { name: course.name, kind: 'simulator', location: course.location, created_at: now });
    for (const tee of course.tees) {
      const id = await insertTeeRow(ctx.db, {
        course_id: courseId,
        name: tee.name,
        gender: tee.gender,
        pars: JSON.stringify(course.pars),
        stroke_indexes: JSON.stringify(course.strokeIndexes),
        rating_tenths: Math.round(tee.rating * 10),
        slope: tee.slope,
        front_rating_tenths: Math.round(tee.front[0] * 10),
        front_slope: tee.front[1],
        back_rating_tenths: Math.round(tee.back[0] * 10),
        back_slope: tee.back[1],
        created_at: now,
        updated_at: now,
      });
      if (tee.gender === 'men') tees.push({ id, golf: { teeId: id, courseName: course.name, teeName: tee.name } });
    }
  }
  const ids = Object.keys(players).map((name) => ({ name, id: ctx.memberIds.get(name) }));
  const present = ids.flatMap((p) => (p.id === undefined ? [] : [{ name: p.name, id: p.id }]));
  if (present.length < 2) return;
  const today = clubToday(ctx.config);
  const rounds = 5;
  for (let round = 0; round < rounds; round++) {
    const tee = tees[round % tees.length];
    if (!tee) continue;
    const golf: MatchGolf = { ...tee.golf, holes: '18', format: 'stableford', allowancePct: 95, ownTees: false, tees: [], resultBasis: 'points' };
    const day = today.subtract((rounds - round) * 6, 'day');
    const [creator] = present;
    if (!creator) continue;
    const matchId = await insertMatchRow(ctx.db, {
      creator_id: creator.id,
      date: day.format('YYYY-MM-DD'),
      time: '10:00',
      created_at: clubTime(ctx.config, day.subtract(3, 'day'), '18:00'),
      tee_id: tee.id,
      holes: '18',
      format: 'stableford',
      allowance_pct: 95,
    });
    await insertParticipantRows(
      ctx.db,
      matchId,
      present.map((p) => p.id),
      clubTime(ctx.config, day.subtract(3, 'day'), '18:00'),
      true,
    );
    const pars = courses.find((c) => c.name === golf.courseName)?.pars ?? [];
    for (const player of present) {
      await insertRoundRowOnce(ctx.db, await firstScoreSnapshot(ctx.db, golf, matchId, player.id, now));
      for (const [hole, score] of strokesFor(pars, players[player.name] ?? [], round).entries()) {
        await upsertScoreRow(ctx.db, { match_id: matchId, user_id: player.id, hole: hole + 1, score, notes: null, recorded_by: player.id, recorded_at: now });
      }
    }
    for (const row of await listRoundRowsOfMatch(ctx.db, matchId)) {
      const partner = present.find((p) => p.id !== row.user_id);
      if (partner) await attestRoundRow(ctx.db, row.id, partner.id, clubTime(ctx.config, day, '15:00'));
    }
    const scores = await listScoreRows(ctx.db, matchId);
    const names = new Map((await listParticipantRows(ctx.db, [matchId])).map((row) => [row.user_id, row.name]));
    const scorecardPlayers = present.map((p) => ({
      userId: p.id,
      username: p.name,
      name: names.get(p.id) ?? p.name,
      scores: Object.fromEntries(scores.filter((s) => s.user_id === p.id).map((s) => [s.hole, s.score])),
      recorders: [p.id],
    }));
    const result = await buildGolfScorecard(ctx.db, null, { golf, viewer: { roundStarted: true } }, scorecardPlayers, await listRoundRowsOfMatch(ctx.db, matchId));
    // Settled (and its result posted to the feed) the day it was played, not when the demo was seeded.
    await settleMatchResult(ctx.db, matchId, golf, result, clubTime(ctx.config, day, '15:30'));
  }
  console.log(`Demo courses: ${courses.length}; golf rounds: ${rounds * present.length}`);
}
