import {
  calculateIndex,
  combinedNineHoleDifferential,
  countingPositions,
  exceptionalScoreReduction,
  type NineHoleScore,
  RECORD_SIZE,
  scoreDifferential,
  toTenths,
} from './whs';

/** One counted round in the order played: an 18-hole score, or a nine waiting for a second nine. */
export type PlayedScore =
  | { roundId: number; playedOn: string; holes: 18; adjustedGross: number; courseRating: number; slope: number }
  | ({ roundId: number; playedOn: string; holes: 9 } & NineHoleScore);

export interface ScoreRecordEntry {
  /** One round, or the two nines that made this differential. */
  roundIds: number[];
  playedOn: string;
  differential: number;
  /** The exceptional score reductions applied to this differential so far (0, 1.0, 2.0, ...). */
  reduction: number;
  /** This score was exceptional and reduced the record by this much. */
  exceptional: number;
  indexAfter: number | null;
  lowIndexAfter: number | null;
  softCapped: boolean;
  hardCapped: boolean;
}

export interface IndexHistory {
  /** Every 18-hole differential, oldest first. */
  entries: ScoreRecordEntry[];
  index: number | null;
  lowIndex: number | null;
  /** The most recent 20, newest first, with the ones that count marked. */
  recent: (ScoreRecordEntry & { counts: boolean })[];
  /** A nine played that still waits for another nine. */
  pendingNine: number | null;
}

const DAY_MS = 86_400_000;
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Walks the scores in the order played and rebuilds the record as the rules do: nines pair up in
 * order, each new differential may be exceptional (reducing the 20 most recent), and once 20
 * scores exist the index is capped against the lowest index of the 365 days before that score.
 */
export function buildIndexHistory(scores: PlayedScore[]): IndexHistory {
  const entries: ScoreRecordEntry[] = [];
  let pending: (PlayedScore & { holes: 9 }) | null = null;
  for (const score of scores) {
    if (score.holes === 9) {
      if (!pending) {
        pending = score;
        continue;
      }
      const differential = combinedNineHoleDifferential(pending, score);
      addEntry(entries, [pending.roundId, score.roundId], score.playedOn, differential);
      pending = null;
      continue;
    }
    addEntry(entries, [score.roundId], score.playedOn, scoreDifferential(score));
  }
  const last = entries.at(-1);
  const newestFirst = entries.slice(-RECORD_SIZE).reverse();
  const counting = new Set(countingPositions(newestFirst.map(reducedDifferential)));
  return {
    entries,
    index: last?.indexAfter ?? null,
    lowIndex: last?.lowIndexAfter ?? null,
    recent: newestFirst.map((entry, position) => ({ ...entry, counts: counting.has(position) })),
    pendingNine: pending?.roundId ?? null,
  };
}

function reducedDifferential(entry: ScoreRecordEntry): number {
  return (toTenths(entry.differential) - toTenths(entry.reduction)) / 10;
}

function addEntry(entries: ScoreRecordEntry[], roundIds: number[], playedOn: string, differential: number): void {
  const indexBefore = entries.at(-1)?.indexAfter ?? null;
  const exceptional = exceptionalScoreReduction(indexBefore, differential);
  const entry: ScoreRecordEntry = {
    roundIds,
    playedOn,
    differential,
    reduction: 0,
    exceptional,
    indexAfter: null,
    lowIndexAfter: null,
    softCapped: false,
    hardCapped: false,
  };
  entries.push(entry);
  const recent = entries.slice(-RECORD_SIZE);
  if (exceptional > 0) for (const earlier of recent) earlier.reduction = (toTenths(earlier.reduction) + exceptional * 10) / 10;
  const lowIndex = entries.length >= RECORD_SIZE ? lowestIndexSince(entries.slice(0, -1), daysBefore(playedOn, 365)) : null;
  const calculation = calculateIndex(recent.reverse().map(reducedDifferential), lowIndex);
  entry.indexAfter = calculation?.index ?? null;
  entry.softCapped = calculation?.softCapped ?? false;
  entry.hardCapped = calculation?.hardCapped ?? false;
  if (entries.length >= RECORD_SIZE && entry.indexAfter !== null) entry.lowIndexAfter = Math.min(lowIndex ?? entry.indexAfter, entry.indexAfter);
}

/**
 * The lowest index reached by the scores played on or after the given day, counting only indexes
 * made from a full record of 20: a provisional index (3 scores, minus 2.0) would hold a new player down.
 */
function lowestIndexSince(entries: ScoreRecordEntry[], since: string): number | null {
  const indexes = entries
    .filter((entry, position) => position >= RECORD_SIZE - 1 && entry.playedOn >= since && entry.indexAfter !== null)
    .map((entry) => entry.indexAfter ?? 0);
  return indexes.length === 0 ? null : Math.min(...indexes);
}
