import type { RoundCard } from './tournament-card';
import { strokeIndexRanks } from './whs';

/** Cards for the ranking tests, on one par-72 course, written as strokes over (or under) par per hole. */

export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
export const STROKE_INDEXES = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 16, 2, 12, 6, 18, 10, 4, 14];

/**
 * A card from each hole's score against par (null or missing = not entered yet), holes 1-18
 * unless `first` says where the round starts and `count` how many holes it has.
 */
export function cardOf(overPar: readonly (number | null)[], playingHandicap = 0, { first = 1, count = 18 } = {}): RoundCard {
  const numbers = Array.from({ length: count }, (_, i) => first + i);
  const ranks = strokeIndexRanks(numbers.map((n) => STROKE_INDEXES[n - 1] ?? 0));
  const holes = numbers.map((number, i) => {
    const par = PARS[number - 1] ?? 0;
    const over = overPar[i] ?? null;
    return { number, par, strokeIndex: ranks[i] ?? 0, strokes: over === null ? null : par + over };
  });
  return { playingHandicap, holes, inProgress: holes.some((hole) => hole.strokes === null) };
}

/** Level par on every hole. */
export const LEVEL = Array.from({ length: 18 }, () => 0);
