import { stablefordPoints, strokesReceived } from './whs';

/**
 * One round's card in a tournament, as the leaderboard reads it: pure data, so the same code ranks
 * on the server and in the browser. The service picks each player's best card per round.
 */

/** One hole of a card, in playing order. */
export interface TournamentHole {
  number: number;
  par: number;
  /** The hole's rank among the round's holes (1-18, or 1-9 on a nine): strokes are given in this order. */
  strokeIndex: number;
  /** Null until entered. */
  strokes: number | null;
}

export interface RoundCard {
  /** Whole strokes, negative for a plus handicap. On a nine, the nine's own playing handicap. */
  playingHandicap: number;
  /** In playing order: "the last nine" are the last nine of this list. */
  holes: TournamentHole[];
  /**
   * Not yet submitted. The ranking reads completeness from the holes (every hole entered), so a
   * card with all its holes in counts back even before it is submitted.
   */
  inProgress: boolean;
}

/** A hole with what the player's handicap makes of it. */
export interface ScoredHole {
  par: number;
  strokes: number | null;
  /** Strokes received here (negative where a plus handicap gives one back). */
  received: number;
  /** Stableford points, null until entered. */
  points: number | null;
}

/** Totals over the entered holes only. */
export interface HoleTotals {
  holesEntered: number;
  /** Par of the entered holes, so an unfinished card stands "to par" where it is. */
  par: number;
  gross: number;
  /** Gross minus the strokes received on the entered holes. */
  net: number;
  points: number;
}

export interface CardTotals extends HoleTotals {
  /** Every hole entered. */
  complete: boolean;
}

/** Strokes received and points per hole, using the round's hole count (18 or 9) for the allocation. */
export function scoreHoles(card: RoundCard): ScoredHole[] {
  return card.holes.map((hole) => {
    const received = strokesReceived(card.playingHandicap, hole.strokeIndex, card.holes.length);
    const points = hole.strokes === null ? null : stablefordPoints({ par: hole.par, strokes: hole.strokes, strokesReceived: received });
    return { par: hole.par, strokes: hole.strokes, received, points };
  });
}

export function sumHoles(holes: readonly ScoredHole[]): HoleTotals {
  const totals: HoleTotals = { holesEntered: 0, par: 0, gross: 0, net: 0, points: 0 };
  for (const hole of holes) {
    if (hole.strokes === null) continue;
    totals.holesEntered += 1;
    totals.par += hole.par;
    totals.gross += hole.strokes;
    totals.net += hole.strokes - hole.received;
    totals.points += hole.points ?? 0;
  }
  return totals;
}

/** A card's totals, from its holes scored already when the caller has them. */
export function cardTotals(card: RoundCard, scored: readonly ScoredHole[] = scoreHoles(card)): CardTotals {
  const totals = sumHoles(scored);
  return { ...totals, complete: card.holes.length > 0 && totals.holesEntered === card.holes.length };
}
