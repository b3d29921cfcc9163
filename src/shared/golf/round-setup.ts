import { playingHandicap as playingHandicapOf, strokeIndexRanks } from './whs';

export const ROUND_HOLES = ['18', 'front', 'back'] as const;
export type RoundHoles = (typeof ROUND_HOLES)[number];
export const MATCH_FORMATS = ['stroke', 'stableford', 'match'] as const;
export type MatchFormat = (typeof MATCH_FORMATS)[number];

/** Handicap allowances from the WHS appendix: individual stroke play and Stableford 95 %, singles match play 100 %. */
export const DEFAULT_ALLOWANCE: Record<MatchFormat, number> = { stroke: 95, stableford: 95, match: 100 };

export const FORMAT_LABELS: Record<MatchFormat, string> = {
  stroke: 'Stroke play',
  stableford: 'Stableford',
  match: 'Singles match play',
};
export const HOLES_LABELS: Record<RoundHoles, string> = { '18': '18 holes', front: 'Front nine', back: 'Back nine' };

/** The published figures of a tee, ratings in tenths. */
export interface TeeFigures {
  pars: number[];
  strokeIndexes: number[];
  ratingTenths: number;
  slope: number;
  frontRatingTenths: number;
  frontSlope: number;
  backRatingTenths: number;
  backSlope: number;
}

export interface RoundHole {
  number: number;
  par: number;
  strokeIndex: number;
  /** 1 = the hardest hole of this round; strokes are given in this order. */
  rank: number;
}

/** What a round is played with: the same shape whether snapshotted or still a preview. */
export interface RoundSetup {
  holes: RoundHole[];
  ratingTenths: number;
  slope: number;
  par: number;
  /** The player's club index when the round began, or null before they had one. */
  index: number | null;
  /** Rounded; it caps holes at net double bogey. Null without an index (par + 5 then). */
  courseHandicap: number | null;
  /** The course handicap times the format's allowance, rounded: it gives the strokes in the competition. */
  playingHandicap: number;
  allowancePct: number;
}

/** The hole numbers a round plays: 1-18, 1-9 or 10-18. */
export function holeNumbersFor(holes: RoundHoles): number[] {
  const start = holes === 'back' ? 10 : 1;
  const count = holes === '18' ? 18 : 9;
  return Array.from({ length: count }, (_, i) => start + i);
}

/** A nine's course handicap uses half the index and the nine's ratings (Rule 6.1b). */
export function roundSetup(tee: TeeFigures, holes: RoundHoles, allowancePct: number, index: number | null): RoundSetup {
  const numbers = holeNumbersFor(holes);
  const pars = numbers.map((n) => tee.pars[n - 1] ?? 0);
  const strokeIndexes = numbers.map((n) => tee.strokeIndexes[n - 1] ?? 0);
  const ranks = strokeIndexRanks(strokeIndexes);
  const ratingTenths = holes === '18' ? tee.ratingTenths : holes === 'front' ? tee.frontRatingTenths : tee.backRatingTenths;
  const slope = holes === '18' ? tee.slope : holes === 'front' ? tee.frontSlope : tee.backSlope;
  const par = pars.reduce((sum, p) => sum + p, 0);
  const figures = { index: index === null ? 0 : holes === '18' ? index : index / 2, slope, courseRating: ratingTenths / 10, par };
  return {
    holes: numbers.map((number, i) => ({ number, par: pars[i] ?? 0, strokeIndex: strokeIndexes[i] ?? 0, rank: ranks[i] ?? 0 })),
    ratingTenths,
    slope,
    par,
    index,
    courseHandicap: index === null ? null : playingHandicapOf(figures),
    playingHandicap: index === null ? 0 : playingHandicapOf({ ...figures, allowance: allowancePct / 100 }),
    allowancePct,
  };
}
