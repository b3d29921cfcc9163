import { placeBlocks, blocksOf } from './positions';
import { divideRoundHalfUp } from './whs';

/**
 * The season's order of merit: points for each place in an event, summed per member.
 * Points are kept in hundredths: a share of tied places is rounded to 0.01 (a half going up), and
 * season totals are added as whole hundredths, so equal totals are exactly equal.
 */

/**
 * Points by place, 1st first. The first ten are the club's published scale; after them the gaps
 * narrow (-3, then -2 down to 14 points for 17th, then -1 down to 1 point for 30th), so everyone
 * in the first 30 scores and no gap is wider than the one above it. Places after 30th score 0.
 */
export const DEFAULT_MERIT_TABLE: readonly number[] = [
  100, 80, 65, 55, 50, 45, 40, 36, 32, 29, // 1st-10th
  26, 24, 22, 20, 18, 16, 14, 13, 12, 11, // 11th-20th
  10, 9, 8, 7, 6, 5, 4, 3, 2, 1, // 21st-30th
];

export interface Finisher {
  userId: number;
  /** 1-based place; tied players have the same place (as TournamentRow.place). */
  position: number;
}

export interface MeritAward {
  userId: number;
  points: number;
}

const toHundredths = (points: number): number => Math.round(points * 100);

/**
 * Each finisher's points, in the order given. Players tied for a place share the points of the
 * places they fill: two tied 2nd on [100, 80, 65] get (80 + 65) / 2 = 72.5 each. Places beyond
 * the table are worth 0; the multiplier (majors) applies before the share is rounded.
 */
export function meritPoints(finishers: readonly Finisher[], table: readonly number[], multiplier = 1): MeritAward[] {
  if (!(multiplier >= 0)) throw new RangeError('The multiplier cannot be negative.');
  const tied = new Map<number, number>();
  for (const { position } of finishers) {
    if (!Number.isInteger(position) || position < 1) throw new RangeError(`A place is a whole number from 1: ${position}.`);
    tied.set(position, (tied.get(position) ?? 0) + 1);
  }
  return finishers.map(({ userId, position }) => {
    const count = tied.get(position) ?? 1;
    const spanned = table.slice(position - 1, position - 1 + count).reduce((sum, points) => sum + toHundredths(points), 0);
    return { userId, points: divideRoundHalfUp(Math.round(spanned * multiplier), count) / 100 };
  });
}

export interface SeasonStanding {
  /** '1', 'T2', ... */
  position: string;
  place: number;
  userId: number;
  points: number;
  /** Events the member has an award in (a 0-point finish counts as played). */
  events: number;
}

/**
 * The season table from each event's awards (one award per member per event, as meritPoints
 * gives), most points first. Members level on points share the place; they are listed by userId.
 */
export function seasonStandings(events: readonly (readonly MeritAward[])[]): SeasonStanding[] {
  const members = new Map<number, { hundredths: number; events: number }>();
  for (const awards of events) {
    for (const { userId, points } of awards) {
      const member = members.get(userId) ?? { hundredths: 0, events: 0 };
      members.set(userId, { hundredths: member.hundredths + toHundredths(points), events: member.events + 1 });
    }
  }
  const sorted = [...members].map(([userId, total]) => ({ userId, ...total })).sort((a, b) => b.hundredths - a.hundredths || a.userId - b.userId);
  return placeBlocks(blocksOf(sorted, (a, b) => a.hundredths === b.hundredths)).map(({ item, place, label }) => ({
    position: label,
    place,
    userId: item.userId,
    points: item.hundredths / 100,
    events: item.events,
  }));
}
