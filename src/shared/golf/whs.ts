/**
 * The World Handicap System arithmetic (USGA/R&A Rules of Handicapping, 2024 edition), with no I/O.
 * The club calls the result "Club index (WHS method, unofficial)": "Handicap Index" is a protected name.
 *
 * Every rounding goes through integers (ratings in tenths, indexes in hundredths, allowances in
 * per mille) because floats round wrongly: 85 - 75.1 is 9.900000000000006 in floating point.
 * See docs/decisions/golf-season.md for the rules and the choices made where they leave room.
 */

/** The index never goes above this (Rule 5.3). */
export const MAX_INDEX = 54;
/** Only the most recent 20 score differentials count (Rule 5.2). */
export const RECORD_SIZE = 20;
/** Strokes added to par on every hole before a player has an index (Rule 3.1). */
export const NO_INDEX_HOLE_ALLOWANCE = 5;

/** a / b rounded to the nearest whole number, a half always going up (towards +infinity). */
export function divideRoundHalfUp(a: number, b: number): number {
  if (b <= 0) throw new RangeError('The divisor must be positive.');
  return Math.floor((2 * a + b) / (2 * b));
}

export const toTenths = (value: number): number => Math.round(value * 10);
const toHundredths = (value: number): number => Math.round(value * 100);
const toPerMille = (fraction: number): number => Math.round(fraction * 1000);

/**
 * 113 / slope x (adjusted gross - course rating - PCC), rounded to one decimal, a half going up.
 * PCC (the playing conditions calculation) is 0 for this club: it needs many scores from one day.
 */
export function scoreDifferential(r: { adjustedGross: number; courseRating: number; slope: number; pcc?: number }): number {
  const overTenths = r.adjustedGross * 10 - toTenths(r.courseRating) - toTenths(r.pcc ?? 0);
  return divideRoundHalfUp(113 * overTenths, r.slope) / 10;
}

export interface NineHoleScore {
  adjustedGross: number;
  courseRating: number;
  slope: number;
  pcc?: number;
}

/**
 * Two 9-hole scores make one 18-hole differential (Rule 5.1b as published before 2024): each 9-hole
 * differential uses half the PCC, stays unrounded, and their sum is rounded once.
 */
export function combinedNineHoleDifferential(first: NineHoleScore, second: NineHoleScore): number {
  const over = (n: NineHoleScore) => n.adjustedGross * 20 - 2 * toTenths(n.courseRating) - toTenths(n.pcc ?? 0); // in twentieths
  const numerator = 113 * (over(first) * second.slope + over(second) * first.slope);
  return divideRoundHalfUp(numerator, 2 * first.slope * second.slope) / 10;
}

/** How many of the best differentials count, and the adjustment, for each record size (Rule 5.2a). */
export function countingRule(scores: number): { count: number; adjustment: number } | null {
  if (scores < 3) return null;
  if (scores === 3) return { count: 1, adjustment: -2 };
  if (scores === 4) return { count: 1, adjustment: -1 };
  if (scores === 5) return { count: 1, adjustment: 0 };
  if (scores === 6) return { count: 2, adjustment: -1 };
  if (scores <= 8) return { count: 2, adjustment: 0 };
  if (scores <= 11) return { count: 3, adjustment: 0 };
  if (scores <= 14) return { count: 4, adjustment: 0 };
  if (scores <= 16) return { count: 5, adjustment: 0 };
  if (scores <= 18) return { count: 6, adjustment: 0 };
  if (scores === 19) return { count: 7, adjustment: 0 };
  return { count: 8, adjustment: 0 };
}

/** The positions (into the most-recent-first list) of the differentials that count; ties go to the more recent. */
export function countingPositions(differentials: number[]): number[] {
  const recent = differentials.slice(0, RECORD_SIZE);
  const rule = countingRule(recent.length);
  if (!rule) return [];
  return recent
    .map((value, position) => ({ tenths: toTenths(value), position }))
    .sort((a, b) => a.tenths - b.tenths || a.position - b.position)
    .slice(0, rule.count)
    .map((entry) => entry.position)
    .sort((a, b) => a - b);
}

export interface IndexCalculation {
  index: number;
  /** The average of the counting differentials with the table's adjustment, before any cap. */
  uncapped: number;
  softCapped: boolean;
  hardCapped: boolean;
}

/**
 * The index from the differentials (most recent first; any exceptional score reduction already
 * applied), or null below 3 scores. The average is rounded before the caps; the caps apply when
 * the low index (the lowest of the past 365 days, once 20 scores exist) is given.
 */
export function calculateIndex(differentials: number[], lowIndex?: number | null): IndexCalculation | null {
  const recent = differentials.slice(0, RECORD_SIZE);
  const rule = countingRule(recent.length);
  if (!rule) return null;
  const counting = countingPositions(recent).map((position) => toTenths(recent[position] ?? 0));
  const sum = counting.reduce((total, tenths) => total + tenths, 0);
  const uncapped = divideRoundHalfUp(sum, rule.count) + rule.adjustment * 10;
  let index = uncapped;
  let softCapped = false;
  let hardCapped = false;
  if (lowIndex !== undefined && lowIndex !== null) {
    const low = toTenths(lowIndex);
    if (index - low > 30) {
      index = low + 30 + divideRoundHalfUp(index - low - 30, 2);
      softCapped = true;
    }
    if (index - low > 50) {
      index = low + 50;
      hardCapped = true;
    }
  }
  return { index: Math.min(index, MAX_INDEX * 10) / 10, uncapped: uncapped / 10, softCapped, hardCapped };
}

export function handicapIndex(differentials: number[], lowIndex?: number | null): number | null {
  return calculateIndex(differentials, lowIndex)?.index ?? null;
}

/** The reduction for a differential this much better than the index it was played on (Rule 5.9). */
export function exceptionalScoreReduction(indexBefore: number | null, differential: number): number {
  if (indexBefore === null) return 0;
  const better = toTenths(indexBefore) - toTenths(differential);
  if (better >= 100) return 2;
  if (better >= 70) return 1;
  return 0;
}

/** Index x slope / 113 + (course rating - par), unrounded. For a nine, pass half the index and the nine's ratings. */
export function courseHandicap(t: { index: number; slope: number; courseRating: number; par: number }): number {
  return t.index * (t.slope / 113) + (t.courseRating - t.par);
}

/** The course handicap (unrounded) times the allowance, then rounded, a half going up. */
export function playingHandicap(t: { index: number; slope: number; courseRating: number; par: number; allowance?: number }): number {
  // In hundredths of a stroke times 113: index x slope + 113 x (rating - par).
  const courseHundredths113 = toHundredths(t.index) * t.slope + 113 * (toTenths(t.courseRating) * 10 - t.par * 100);
  return divideRoundHalfUp(courseHundredths113 * toPerMille(t.allowance ?? 1), 113 * 100 * 1000);
}

/**
 * Strokes a player receives on the hole with this stroke index. Beyond one per hole it starts
 * again at index 1; a plus handicap gives strokes back from the highest index down. For a nine,
 * pass the hole's rank among the nine's stroke indexes (1 to 9) and holesInRound 9.
 */
export function strokesReceived(playingHandicap: number, strokeIndex: number, holesInRound = 18): number {
  const strokes = Math.abs(playingHandicap);
  const everyHole = Math.floor(strokes / holesInRound);
  const rest = strokes % holesInRound;
  if (playingHandicap >= 0) return everyHole + (strokeIndex <= rest ? 1 : 0);
  return 0 - everyHole - (strokeIndex > holesInRound - rest ? 1 : 0);
}

/** The most a hole counts for the index: par + 2 + the strokes the course handicap gives there (Rule 3.1). */
export function netDoubleBogey(h: { par: number; strokesReceived: number }): number {
  return h.par + 2 + h.strokesReceived;
}

/** The hole score that counts for the index: capped at net double bogey, or at par + 5 without an index. */
export function adjustedHoleScore(h: { par: number; strokes: number; strokesReceived: number | null }): number {
  const cap = h.strokesReceived === null ? h.par + NO_INDEX_HOLE_ALLOWANCE : netDoubleBogey({ par: h.par, strokesReceived: h.strokesReceived });
  return Math.min(h.strokes, cap);
}

/** 2 points for a net par, one more for each stroke better, one less for each worse, never below 0. */
export function stablefordPoints(h: { par: number; strokes: number; strokesReceived: number }): number {
  return Math.max(0, 2 + h.par + h.strokesReceived - h.strokes);
}

/** The rank (1 = hardest) of each hole among the holes of a round, from their stroke indexes. */
export function strokeIndexRanks(strokeIndexes: number[]): number[] {
  const order = strokeIndexes.map((si, position) => ({ si, position })).sort((a, b) => a.si - b.si || a.position - b.position);
  const ranks: number[] = new Array<number>(strokeIndexes.length).fill(0);
  order.forEach((entry, rank) => {
    ranks[entry.position] = rank + 1;
  });
  return ranks;
}
