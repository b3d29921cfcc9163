import { type RoundCard, type ScoredHole, scoreHoles, sumHoles } from './tournament-card';

/**
 * Matching cards ("countback"), the tie-break the R&A's Committee Procedures (Section 5A(6))
 * recommend when a play-off is not feasible: the better last 9, then last 6, last 3 and last hole.
 * See docs/decisions/tournament-ranking.md for the sources and the choices made.
 */

/** What a card is judged on: strokes, strokes less handicap, or Stableford points. */
export type CountbackScoring = 'gross' | 'net' | 'stableford';

/**
 * The closing stretches compared, longest first, by the round's number of holes: an 18-hole round
 * 9, 6, 3, 1; a nine 6, 3, 1. Other lengths have none (only the round's total is compared).
 */
export function countbackSegments(holeCount: number): number[] {
  if (holeCount === 18) return [9, 6, 3, 1];
  if (holeCount === 9) return [6, 3, 1];
  return [];
}

/**
 * The numbers countback compares for one complete card, lower better, element by element: the
 * round's total, then each closing stretch of countbackSegments (the last k holes in playing order).
 *
 * - gross: strokes to par;
 * - stableford: points, negated so that lower is better;
 * - net: strokes to par less k/n of the playing handicap (n = holes in the round), as the R&A
 *   recommends (1/2, 1/3, 1/6, 1/18 on 18 holes), with the fraction kept exact: every value is
 *   multiplied by n, so 28 - 13/3 is compared as 18 x 28 - 13 x 6 with no rounding anywhere.
 *
 * Strokes are compared to par so that cards on tees of different pars compare fairly; on the same
 * holes this orders exactly as the raw strokes do. Keys of one competition share the same n and scale.
 */
export function countbackKey(card: RoundCard, scoring: CountbackScoring): number[] {
  const holes = scoreHoles(card);
  const n = holes.length;
  if (n === 0 || holes.some((hole) => hole.strokes === null)) throw new RangeError('Countback needs a complete card.');
  const value = (stretch: readonly ScoredHole[]): number => {
    const totals = sumHoles(stretch);
    if (scoring === 'stableford') return -totals.points;
    if (scoring === 'gross') return totals.gross - totals.par;
    return n * (totals.gross - totals.par) - card.playingHandicap * stretch.length;
  };
  return [value(holes), ...countbackSegments(n).map((k) => value(holes.slice(n - k)))];
}

/** Negative when a is better, positive when b is, 0 when level on every element both keys have. */
export function compareCountback(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
