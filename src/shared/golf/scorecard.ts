import type { z } from 'zod';
import type { holeResultSchema, matchPlayStatusSchema } from './golf.schema';
import type { MatchFormat, RoundSetup } from './round-setup';
import { adjustedHoleScore, stablefordPoints, strokesReceived } from './whs';

export type HoleResult = z.infer<typeof holeResultSchema>;

export interface PlayerCard {
  /** By hole number, for every hole of the round. */
  holes: Record<number, HoleResult>;
  gross: number;
  net: number;
  points: number;
  holesPlayed: number;
  /** Net strokes against the par of the holes played: comparable across tees, as the playing handicap carries course rating minus par. */
  toPar: number;
  complete: boolean;
}

export type MatchPlayStatus = z.infer<typeof matchPlayStatusSchema>;

/** Strokes a player gets on each hole of the round from a handicap, by the holes' ranks. */
function strokesByHole(setup: RoundSetup, handicap: number): Map<number, number> {
  return new Map(setup.holes.map((hole) => [hole.number, strokesReceived(handicap, hole.rank, setup.holes.length)]));
}

/** Per hole strokes, strokes received, net and Stableford points, with totals, for one player. */
export function playerCard(setup: RoundSetup, scores: Record<number, number>, handicap = setup.playingHandicap): PlayerCard {
  const received = strokesByHole(setup, handicap);
  const holes: Record<number, HoleResult> = {};
  let gross = 0;
  let net = 0;
  let points = 0;
  let holesPlayed = 0;
  let parPlayed = 0;
  for (const hole of setup.holes) {
    const strokes = scores[hole.number] ?? null;
    const given = received.get(hole.number) ?? 0;
    if (strokes === null) {
      holes[hole.number] = { par: hole.par, strokes: null, strokesReceived: given, net: null, points: null };
      continue;
    }
    const holePoints = stablefordPoints({ par: hole.par, strokes, strokesReceived: given });
    holes[hole.number] = { par: hole.par, strokes, strokesReceived: given, net: strokes - given, points: holePoints };
    gross += strokes;
    net += strokes - given;
    points += holePoints;
    holesPlayed += 1;
    parPlayed += hole.par;
  }
  return { holes, gross, net, points, holesPlayed, toPar: net - parPlayed, complete: holesPlayed === setup.holes.length };
}

/**
 * The score that counts for the club index: every hole capped at net double bogey from the course
 * handicap (not the playing handicap), or at par + 5 before the player had an index. Null until complete.
 */
export function adjustedGross(setup: RoundSetup, scores: Record<number, number>): number | null {
  let total = 0;
  const received = setup.courseHandicap === null ? null : strokesByHole(setup, setup.courseHandicap);
  for (const hole of setup.holes) {
    const strokes = scores[hole.number];
    if (strokes === undefined) return null;
    total += adjustedHoleScore({ par: hole.par, strokes, strokesReceived: received ? (received.get(hole.number) ?? 0) : null });
  }
  return total;
}

/**
 * Singles match play gives the higher handicap the difference between the two playing handicaps
 * (WHS Appendix C); the lower plays off 0.
 */
export function matchPlayHandicaps(first: RoundSetup, second: RoundSetup): [number, number] {
  const difference = first.playingHandicap - second.playingHandicap;
  return difference >= 0 ? [difference, 0] : [0, -difference];
}

/** Holes are played in order: the match stands after the holes both players have finished in a row. */
export function matchPlayStatus(
  holeNumbers: number[],
  first: { userId: number; name: string; card: PlayerCard },
  second: { userId: number; name: string; card: PlayerCard },
): MatchPlayStatus {
  let up = 0;
  let played = 0;
  for (const hole of holeNumbers) {
    const a = first.card.holes[hole]?.net ?? null;
    const b = second.card.holes[hole]?.net ?? null;
    if (a === null || b === null) break;
    if (a < b) up += 1;
    if (b < a) up -= 1;
    played += 1;
  }
  const remaining = holeNumbers.length - played;
  const leader = up > 0 ? first : up < 0 ? second : null;
  const margin = Math.abs(up);
  if (leader && margin > remaining) {
    const text = remaining > 0 ? `${leader.name} won ${margin} & ${remaining}` : `${leader.name} won ${margin} up`;
    return { text, leaderId: leader.userId, decided: true };
  }
  if (!leader) {
    if (remaining === 0) return { text: 'Halved', leaderId: null, decided: true };
    return { text: played === 0 ? 'Not started' : `All square with ${remaining} to play`, leaderId: null, decided: false };
  }
  return { text: `${leader.name} ${margin} up with ${remaining} to play`, leaderId: leader.userId, decided: false };
}

/** Who leads: lowest net in stroke play, most points in Stableford, among those who played the most holes. */
export function leaders(format: Exclude<MatchFormat, 'match'>, cards: { userId: number; card: PlayerCard }[]): number[] {
  const most = Math.max(0, ...cards.map((c) => c.card.holesPlayed));
  if (most === 0) return [];
  const contenders = cards.filter((c) => c.card.holesPlayed === most);
  const value = (c: { card: PlayerCard }) => (format === 'stroke' ? c.card.toPar : -c.card.points);
  const best = Math.min(...contenders.map(value));
  return contenders.filter((c) => value(c) === best).map((c) => c.userId);
}

/** "-2", "E", "+3": net strokes against par, as golfers write it. */
export function toParText(toPar: number): string {
  return toPar === 0 ? 'E' : toPar > 0 ? `+${toPar}` : String(toPar);
}
