import { type CountbackScoring, compareCountback, countbackKey } from './countback';
import { blocksOf, placeBlocks } from './positions';
import type { MatchFormat } from './round-setup';
import { type CardTotals, type HoleTotals, type RoundCard, cardTotals, scoreHoles, sumHoles } from './tournament-card';

/**
 * The ranking of a stroke-play or Stableford tournament over one or more rounds: every card in
 * play or submitted, where it stands over the holes entered, ties broken by countback once the
 * cards are complete. Pure: the service picks each player's best card per round and passes them in.
 * See docs/decisions/tournament-ranking.md.
 */

export type TournamentFormat = Exclude<MatchFormat, 'match'>;
export type TournamentBasis = 'net' | 'gross';

export interface TournamentOptions {
  format: TournamentFormat;
  /** Stroke play only: Stableford is always net points. */
  basis: TournamentBasis;
}

export interface TournamentPlayer {
  userId: number;
  name: string;
  flight: string | null;
  /** One entry per round so far (index 0 = round 1); null = no card in that round. */
  rounds: (RoundCard | null)[];
}

export interface TournamentRow {
  /** '1', 'T2', ... */
  position: string;
  /** The same place as a number (level players share it), for the order of merit. */
  place: number;
  userId: number;
  name: string;
  flight: string | null;
  /** Holes entered on the current round's card, or 'F' when every hole is in. */
  thru: number | 'F';
  /** The current round: to par (net or gross by the basis), or Stableford points; null before a hole is in. */
  today: number | null;
  /** Strokes over the entered holes of every round. */
  gross: number;
  /** Gross minus the strokes received on those holes. */
  net: number;
  points: number;
  /** Net or gross to par over the entered holes of every round; in Stableford, the points. */
  toPar: number;
}

/** The rounds so far: up to the last round in which anyone has a card (0 before any card). */
export function roundsSoFar(players: readonly TournamentPlayer[]): number {
  let rounds = 0;
  for (const player of players) {
    player.rounds.forEach((card, index) => {
      if (card !== null) rounds = Math.max(rounds, index + 1);
    });
  }
  return rounds;
}

interface Entry {
  player: TournamentPlayer;
  current: CardTotals;
  totals: HoleTotals;
  /** Lower is better: to par, or points negated. */
  score: number;
  /** Present when every card counted is complete: only then does countback apply. */
  countback: number[] | null;
  /** Holes in the last round's card: countback compares only cards of the same length (and scale). */
  lastHoles: number;
}

const isCard = (card: RoundCard | null | undefined): card is RoundCard => card !== null && card !== undefined;

function entryOf(player: TournamentPlayer, rounds: number, scoring: CountbackScoring): Entry | null {
  const cards = Array.from({ length: rounds }, (_, index) => player.rounds[index]).filter(isCard);
  const last = cards[cards.length - 1];
  // Multi-round totals count only players with a card in every round so far.
  if (last === undefined || cards.length < rounds) return null;
  // Each card's holes scored once: a field of a thousand is ranked on every change of the board.
  const scored = cards.map(scoreHoles);
  const totals = sumHoles(scored.flat());
  const perCard = cards.map((card, index) => cardTotals(card, scored[index]));
  const finished = perCard.every((card) => card.complete);
  return {
    player,
    current: perCard[perCard.length - 1] ?? cardTotals(last),
    totals,
    score: scoring === 'stableford' ? -totals.points : standing(totals, scoring),
    // The last round's total first, then countback within the last round (countbackKey's order).
    countback: finished ? countbackKey(last, scoring) : null,
    lastHoles: last.holes.length,
  };
}

/** What the row shows: to par (net or gross), or Stableford points. */
function standing(totals: HoleTotals, scoring: CountbackScoring): number {
  if (scoring === 'stableford') return totals.points;
  return (scoring === 'net' ? totals.net : totals.gross) - totals.par;
}

/** How players who share a place are listed: finished cards first, then by holes entered, then by name. */
function listingOrder(a: Entry, b: Entry): number {
  return (
    Number(b.countback !== null) - Number(a.countback !== null) ||
    b.totals.holesEntered - a.totals.holesEntered ||
    a.player.name.localeCompare(b.player.name) ||
    a.player.userId - b.player.userId
  );
}

/**
 * Splits players level on the score. Countback separates them only when all their cards are
 * complete and comparable (the same number of holes in the last round); with a card still in
 * play among them, they all share the place.
 */
function breakTie(level: Entry[]): Entry[][] {
  const comparable = level.every((entry) => entry.countback !== null && entry.lastHoles === level[0]?.lastHoles);
  if (level.length < 2 || !comparable) return [level];
  const sorted = [...level].sort((a, b) => compareCountback(a.countback ?? [], b.countback ?? []) || listingOrder(a, b));
  return blocksOf(sorted, (a, b) => compareCountback(a.countback ?? [], b.countback ?? []) === 0);
}

/**
 * Each player's standing worked out once per player object, for a caller that ranks the same
 * players again and again (the server, on every version of a board, where a save replaces one
 * player of a thousand): scoring every card was most of a ranking. The players must never be
 * changed in place; a changed player is a new object.
 */
export class RankingMemo {
  readonly #entries = new WeakMap<TournamentPlayer, { rounds: number; scoring: CountbackScoring; entry: Entry | null }>();

  entryOf(player: TournamentPlayer, rounds: number, scoring: CountbackScoring): Entry | null {
    const kept = this.#entries.get(player);
    if (kept && kept.rounds === rounds && kept.scoring === scoring) return kept.entry;
    const entry = entryOf(player, rounds, scoring);
    this.#entries.set(player, { rounds, scoring, entry });
    return entry;
  }
}

export function tournamentLeaderboard(players: readonly TournamentPlayer[], options: TournamentOptions, memo?: RankingMemo): TournamentRow[] {
  const scoring: CountbackScoring = options.format === 'stableford' ? 'stableford' : options.basis;
  const rounds = roundsSoFar(players);
  const entries = players.flatMap((player) => (memo ? memo.entryOf(player, rounds, scoring) : entryOf(player, rounds, scoring)) ?? []);
  entries.sort((a, b) => a.score - b.score || listingOrder(a, b));
  const blocks = blocksOf(entries, (a, b) => a.score === b.score).flatMap(breakTie);
  return placeBlocks(blocks).map(({ item, place, label }) => {
    const { player, current, totals } = item;
    return {
      position: label,
      place,
      userId: player.userId,
      name: player.name,
      flight: player.flight,
      thru: current.complete ? 'F' : current.holesEntered,
      today: current.holesEntered === 0 ? null : standing(current, scoring),
      gross: totals.gross,
      net: totals.net,
      points: totals.points,
      toPar: standing(totals, scoring),
    };
  });
}
