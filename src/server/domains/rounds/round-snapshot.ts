import type { IndexSource } from '../../../shared/golf/handicap.schema';
import { type RoundSetup, roundSetup } from '../../../shared/golf/round-setup';
import { strokeIndexRanks } from '../../../shared/golf/whs';
import type { MatchGolf } from '../../../shared/matches/match.schema';
import type { Db } from '../../platform/db/db';
import type { MatchRow, NewRoundRow, RoundRow } from '../../platform/db/schema';
import { findTeeOrThrow, teeFigures } from '../courses/courses.service';
import { readNumberList, writeNumberList } from '../courses/number-list';

/** The round as it was played, from its snapshot: later tee edits never reach it. */
export function snapshotSetup(row: RoundRow): RoundSetup {
  const numbers = readNumberList(row.hole_numbers);
  const pars = readNumberList(row.pars);
  const strokeIndexes = readNumberList(row.stroke_indexes);
  const ranks = strokeIndexRanks(strokeIndexes);
  return {
    holes: numbers.map((number, i) => ({ number, par: pars[i] ?? 0, strokeIndex: strokeIndexes[i] ?? 0, rank: ranks[i] ?? 0 })),
    ratingTenths: row.rating_tenths,
    slope: row.slope,
    par: pars.reduce((sum, par) => sum + par, 0),
    index: row.index_tenths === null ? null : row.index_tenths / 10,
    courseHandicap: row.course_handicap,
    playingHandicap: row.playing_handicap,
    allowancePct: row.allowance_pct,
  };
}

/** The golf side of a match row, or null for a casual match. */
export function matchGolfConfig(row: MatchRow): Pick<MatchGolf, 'teeId' | 'holes' | 'format' | 'allowancePct'> | null {
  if (row.tee_id === null || row.holes === null || row.format === null || row.allowance_pct === null) return null;
  return { teeId: row.tee_id, holes: row.holes, format: row.format, allowancePct: row.allowance_pct };
}

/** What the round would be played with now: the tee as it stands and the player's index today. */
export async function previewSetup(db: Db, golf: Pick<MatchGolf, 'teeId' | 'holes' | 'allowancePct'>, index: number | null): Promise<RoundSetup> {
  const tee = await findTeeOrThrow(db, golf.teeId);
  return roundSetup(teeFigures(tee), golf.holes, golf.allowancePct, index);
}

/** What the round is played with, fixed when the player's first score is recorded (`recordHoleScore`). */
export function roundSnapshotRow(
  golf: Pick<MatchGolf, 'teeId' | 'courseName' | 'teeName' | 'holes'>,
  setup: RoundSetup,
  matchId: number,
  userId: number,
  at: string,
  indexSource: IndexSource | null,
): NewRoundRow {
  const index = setup.index;
  return {
    match_id: matchId,
    user_id: userId,
    tee_id: golf.teeId,
    course_name: golf.courseName,
    tee_name: golf.teeName,
    holes: golf.holes,
    hole_numbers: writeNumberList(setup.holes.map((hole) => hole.number)),
    pars: writeNumberList(setup.holes.map((hole) => hole.par)),
    stroke_indexes: writeNumberList(setup.holes.map((hole) => hole.strokeIndex)),
    rating_tenths: setup.ratingTenths,
    slope: setup.slope,
    index_tenths: index === null ? null : Math.round(index * 10),
    index_source: index === null ? null : indexSource,
    course_handicap: setup.courseHandicap,
    playing_handicap: setup.playingHandicap,
    allowance_pct: setup.allowancePct,
    created_at: at,
  };
}
