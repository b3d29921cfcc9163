import type { MatchFormat, RoundHoles } from '../shared/golf/round-setup';
import type { Db } from '../server/platform/db/db';

/** A plausible par-72 layout: hole 1 first. */
export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
export const STROKE_INDEXES = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 16, 2, 12, 6, 18, 10, 4, 14];

/** The body admin.courses.addTee takes, rating 72.1 / slope 128. */
export function teeInput(courseId: number, overrides: Partial<{ name: string; rating: number; slope: number }> = {}) {
  return {
    courseId,
    name: overrides.name ?? 'Blue',
    gender: 'men' as const,
    pars: PARS,
    strokeIndexes: STROKE_INDEXES,
    rating: overrides.rating ?? 72.1,
    slope: overrides.slope ?? 128,
    frontRating: 36.0,
    frontSlope: 126,
    backRating: 36.1,
    backSlope: 130,
  };
}

/** A course with one tee, straight into the database. */
export async function insertCourseWithTee(db: Db, name = 'Harbour Links (simulator)', kind: 'simulator' | 'outdoor' = 'simulator'): Promise<{ courseId: number; teeId: number }> {
  const now = new Date().toISOString();
  const course = await db.insertInto('courses').values({ name, kind, location: kind === 'simulator' ? 'GSPro' : 'Harbour Town', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const tee = await db
    .insertInto('course_tees')
    .values({
      course_id: course.id,
      name: 'Blue',
      gender: 'men',
      pars: JSON.stringify(PARS),
      stroke_indexes: JSON.stringify(STROKE_INDEXES),
      rating_tenths: 721,
      slope: 128,
      front_rating_tenths: 360,
      front_slope: 126,
      back_rating_tenths: 361,
      back_slope: 130,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { courseId: course.id, teeId: tee.id };
}

/** A golf match on a given (possibly past) day, with the creator first among its players (all of them accepted). */
export async function insertGolfMatch(
  db: Db,
  teeId: number,
  playerIds: number[],
  options: { date?: string; format?: MatchFormat; holes?: RoundHoles; allowance?: number } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const [creator] = playerIds;
  if (creator === undefined) throw new Error('A match needs a player');
  const match = await db
    .insertInto('matches')
    .values({
      creator_id: creator,
      date: options.date ?? '2026-06-01',
      time: '09:00',
      created_at: now,
      tee_id: teeId,
      holes: options.holes ?? '18',
      format: options.format ?? 'stableford',
      allowance_pct: options.allowance ?? (options.format === 'match' ? 100 : 95),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('match_participants')
    .values(playerIds.map((userId, i) => ({ match_id: match.id, user_id: userId, joined_at: new Date(Date.parse(now) + i).toISOString(), accepted_at: now })))
    .execute();
  return match.id;
}

/** An attested 18-hole round of `strokes` on the factory tee (72.1 / 128, par 72), straight into the database: a club index in the making. */
export async function insertAttestedRound(db: Db, round: { userId: number; attesterId: number; teeId: number; date: string; strokes: number[] }): Promise<void> {
  const now = new Date().toISOString();
  const matchId = await insertGolfMatch(db, round.teeId, [round.userId, round.attesterId], { date: round.date, format: 'stroke' });
  await db
    .insertInto('match_scores')
    .values(round.strokes.map((score, i) => ({ match_id: matchId, user_id: round.userId, hole: i + 1, score, notes: null, recorded_by: round.userId, recorded_at: now })))
    .execute();
  await db
    .insertInto('rounds')
    .values({
      match_id: matchId,
      user_id: round.userId,
      course_name: 'Harbour Links (simulator)',
      tee_name: 'Blue',
      holes: '18',
      hole_numbers: JSON.stringify(PARS.map((_, i) => i + 1)),
      pars: JSON.stringify(PARS),
      stroke_indexes: JSON.stringify(STROKE_INDEXES),
      rating_tenths: 721,
      slope: 128,
      index_tenths: null,
      course_handicap: null,
      playing_handicap: 0,
      allowance_pct: 95,
      created_at: now,
      attested_by: round.attesterId,
      attested_at: now,
    })
    .execute();
}
