import { describe, expect, it } from 'vitest';
import {
  adjustedHoleScore,
  calculateIndex,
  combinedNineHoleDifferential,
  countingPositions,
  courseHandicap,
  divideRoundHalfUp,
  exceptionalScoreReduction,
  handicapIndex,
  netDoubleBogey,
  playingHandicap,
  scoreDifferential,
  stablefordPoints,
  strokeIndexRanks,
  strokesReceived,
} from './whs';

describe('score differential', () => {
  it('gives the published example: 85 on 75.1 / 132 is 8.5', () => {
    expect(scoreDifferential({ adjustedGross: 85, courseRating: 75.1, slope: 132 })).toBe(8.5);
  });

  it('does not suffer from float rounding: 85 on 75.1 / 113 is exactly 9.9', () => {
    expect(85 - 75.1).not.toBe(9.9);
    expect(scoreDifferential({ adjustedGross: 85, courseRating: 75.1, slope: 113 })).toBe(9.9);
  });

  it('rounds a half up, negatives too', () => {
    expect(divideRoundHalfUp(-155, 10)).toBe(-15);
    expect(divideRoundHalfUp(-156, 10)).toBe(-16);
    expect(divideRoundHalfUp(25, 10)).toBe(3);
    // 113 / 226 x (72 - 75.1) = -1.55 exactly, which becomes -1.5
    expect(scoreDifferential({ adjustedGross: 72, courseRating: 75.1, slope: 226 })).toBe(-1.5);
    // 113 / 79 x (74 - 75.2) = -1.7164..., and 113 / 79 x -1.1 = -1.5734... becomes -1.6
    expect(scoreDifferential({ adjustedGross: 74, courseRating: 75.1, slope: 79 })).toBe(-1.6);
  });

  it('subtracts the playing conditions calculation when given', () => {
    expect(scoreDifferential({ adjustedGross: 85, courseRating: 75.1, slope: 113, pcc: 1 })).toBe(8.9);
    expect(scoreDifferential({ adjustedGross: 85, courseRating: 75.1, slope: 113, pcc: -1 })).toBe(10.9);
  });
});

describe('combining two nines', () => {
  it('adds the unrounded 9-hole differentials and rounds once', () => {
    // 113 / 126 x 9.2 = 8.2508 and 113 / 130 x 5.9 = 5.1285: 13.3793 rounds to 13.4
    const first = { adjustedGross: 45, courseRating: 35.8, slope: 126 };
    const second = { adjustedGross: 42, courseRating: 36.1, slope: 130 };
    expect(combinedNineHoleDifferential(first, second)).toBe(13.4);
    // Rounding each nine first would give 0.5 + 0.5 = 1.0; unrounded 0.45 + 0.45 is 0.9
    const a = { adjustedGross: 40, courseRating: 39.1, slope: 226 };
    expect(combinedNineHoleDifferential(a, a)).toBe(0.9);
  });

  it('uses half the PCC on each nine', () => {
    const nine = { adjustedGross: 40, courseRating: 36.0, slope: 113, pcc: 2 };
    expect(combinedNineHoleDifferential(nine, nine)).toBe(6.0); // (4 - 1) + (4 - 1)
  });
});

describe('club index from the record', () => {
  it('gives the published example: 15.3, 15.2, 16.6 is 13.2', () => {
    expect(handicapIndex([15.3, 15.2, 16.6])).toBe(13.2);
  });

  it('is null below 3 scores', () => {
    expect(handicapIndex([])).toBeNull();
    expect(handicapIndex([10.1, 12.2])).toBeNull();
  });

  it('follows the table for 3 to 19 scores', () => {
    const record = [20.0, 12.0, 14.0, 16.0, 13.0, 18.0, 11.0, 19.0, 15.0, 17.0, 10.0, 21.0, 22.0, 9.0, 23.0, 24.0, 8.0, 25.0, 26.0, 7.0];
    const expected: Record<number, number> = {
      3: 12.0 - 2.0, // lowest minus 2.0
      4: 12.0 - 1.0, // lowest minus 1.0
      5: 12.0, // lowest
      6: (12 + 13) / 2 - 1.0, // 12.5 - 1.0
      7: (11 + 12) / 2,
      8: 11.5,
      9: (11 + 12 + 13) / 3,
      10: 12,
      11: (10 + 11 + 12) / 3,
      12: (10 + 11 + 12 + 13) / 4, // 11.5
      14: (9 + 10 + 11 + 12) / 4, // 10.5
      15: (9 + 10 + 11 + 12 + 13) / 5,
      16: 11,
      17: (8 + 9 + 10 + 11 + 12 + 13) / 6, // 10.5
      18: 10.5,
      19: (8 + 9 + 10 + 11 + 12 + 13 + 14) / 7, // 11.0
      20: (7 + 8 + 9 + 10 + 11 + 12 + 13 + 14) / 8, // 10.5
    };
    for (const [count, index] of Object.entries(expected)) {
      expect(handicapIndex(record.slice(0, Number(count))), `${count} scores`).toBeCloseTo(index, 10);
    }
  });

  it('uses only the most recent 20 and rounds the average of 8 to a tenth, half up', () => {
    const record = [10.1, 10.2, 10.1, 10.2, 10.1, 10.2, 10.1, 10.2, ...Array<number>(12).fill(30), 0.0];
    expect(handicapIndex(record)).toBe(10.2); // 10.15 goes up; the 21st (0.0) is too old to count
    expect(countingPositions(record)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('never goes above 54.0', () => {
    expect(handicapIndex([60, 61, 62, 63, 64])).toBe(54);
  });

  it('applies the soft cap: above 3.0 over the low index only half counts', () => {
    const record = Array<number>(20).fill(14.0);
    expect(calculateIndex(record, 10.0)).toEqual({ index: 13.5, uncapped: 14.0, softCapped: true, hardCapped: false });
    expect(calculateIndex(record, 11.0)).toEqual({ index: 14.0, uncapped: 14.0, softCapped: false, hardCapped: false });
    // 14.1 over 11.0 is 3.1: 3.0 + 0.05, which rounds up to 14.1
    expect(handicapIndex(Array<number>(20).fill(14.1), 11.0)).toBe(14.1);
  });

  it('applies the hard cap: never more than 5.0 over the low index', () => {
    const record = Array<number>(20).fill(22.0);
    expect(calculateIndex(record, 10.0)).toEqual({ index: 15.0, uncapped: 22.0, softCapped: true, hardCapped: true });
  });

  it('rounds the average before the caps', () => {
    // best 8 average 13.15 rounds to 13.2; 13.2 - 10.0 = 3.2, so 13.0 + 0.1 = 13.1
    const record = [13.1, 13.2, 13.1, 13.2, 13.1, 13.2, 13.1, 13.2, ...Array<number>(12).fill(30)];
    expect(handicapIndex(record, 10.0)).toBe(13.1);
  });
});

describe('exceptional scores', () => {
  it('reduces by 1.0 for 7.0 to 9.9 better and 2.0 for 10.0 or more', () => {
    expect(exceptionalScoreReduction(null, 0)).toBe(0);
    expect(exceptionalScoreReduction(20.0, 13.1)).toBe(0); // 6.9 better
    expect(exceptionalScoreReduction(20.0, 13.0)).toBe(1);
    expect(exceptionalScoreReduction(20.0, 10.1)).toBe(1); // 9.9 better
    expect(exceptionalScoreReduction(20.0, 10.0)).toBe(2);
    expect(exceptionalScoreReduction(5.3, -6.0)).toBe(2);
  });
});

describe('course and playing handicaps', () => {
  const blue = { slope: 132, courseRating: 75.1, par: 72 };

  it('computes the course handicap unrounded: index x slope / 113 + (rating - par)', () => {
    expect(courseHandicap({ index: 13.2, ...blue })).toBeCloseTo((13.2 * 132) / 113 + 3.1, 10);
  });

  it('applies the allowance to the unrounded course handicap, then rounds', () => {
    // 18.519... at 100 % is 19, and x 95 % = 17.59 is 18
    expect(playingHandicap({ index: 13.2, ...blue })).toBe(19);
    expect(playingHandicap({ index: 13.2, ...blue, allowance: 0.95 })).toBe(18);
    // course handicap 10.5 exactly: a half goes up
    expect(playingHandicap({ index: 10.5, slope: 113, courseRating: 72, par: 72 })).toBe(11);
    // 8.6 x 85 % = 7.31 is 7; rounding the course handicap first would give 9 x 85 % = 7.65, so 8
    expect(playingHandicap({ index: 8.6, slope: 113, courseRating: 72, par: 72, allowance: 0.85 })).toBe(7);
  });

  it('gives a plus handicap for a plus index', () => {
    expect(playingHandicap({ index: -2.4, slope: 113, courseRating: 72, par: 72 })).toBe(-2);
    expect(playingHandicap({ index: -2.5, slope: 113, courseRating: 72, par: 72 })).toBe(-2); // a half goes up
  });

  it('uses half the index and the nine\u2019s ratings on a nine', () => {
    expect(playingHandicap({ index: 13.2 / 2, slope: 126, courseRating: 35.8, par: 36 })).toBe(7); // 7.16
  });
});

describe('strokes received', () => {
  it('gives strokes by stroke index, beyond 18 starting again at 1', () => {
    expect(strokesReceived(0, 1)).toBe(0);
    expect(strokesReceived(5, 5)).toBe(1);
    expect(strokesReceived(5, 6)).toBe(0);
    expect(strokesReceived(18, 18)).toBe(1);
    expect(strokesReceived(23, 1)).toBe(2);
    expect(strokesReceived(23, 5)).toBe(2);
    expect(strokesReceived(23, 6)).toBe(1);
    expect(strokesReceived(40, 4)).toBe(3);
    expect(strokesReceived(40, 5)).toBe(2);
  });

  it('gives strokes back from index 18 up for a plus handicap', () => {
    expect(strokesReceived(-2, 18)).toBe(-1);
    expect(strokesReceived(-2, 17)).toBe(-1);
    expect(strokesReceived(-2, 16)).toBe(0);
    expect(strokesReceived(-2, 1)).toBe(0);
    const total = Array.from({ length: 18 }, (_, i) => strokesReceived(-3, i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBe(-3);
  });

  it('adds up to the playing handicap over a round, 18 holes or a nine', () => {
    for (const handicap of [0, 7, 18, 25, 36, 41]) {
      const total = Array.from({ length: 18 }, (_, i) => strokesReceived(handicap, i + 1)).reduce((a, b) => a + b, 0);
      expect(total).toBe(handicap);
    }
    const frontNine = [7, 3, 15, 1, 11, 17, 9, 5, 13];
    const ranks = strokeIndexRanks(frontNine);
    expect(ranks).toEqual([4, 2, 8, 1, 6, 9, 5, 3, 7]);
    const onNine = ranks.map((rank) => strokesReceived(11, rank, 9));
    expect(onNine.reduce((a, b) => a + b, 0)).toBe(11);
    expect(onNine[3]).toBe(2); // index 1 gets the second stroke first
  });
});

describe('hole adjustments and points', () => {
  it('caps a hole at net double bogey from the course handicap', () => {
    // course handicap 15 on a par 4 of stroke index 10: one stroke, so the cap is 7
    expect(netDoubleBogey({ par: 4, strokesReceived: strokesReceived(15, 10) })).toBe(7);
    expect(adjustedHoleScore({ par: 4, strokes: 9, strokesReceived: 1 })).toBe(7);
    expect(adjustedHoleScore({ par: 4, strokes: 6, strokesReceived: 1 })).toBe(6);
  });

  it('caps at par + 5 before a player has an index', () => {
    expect(adjustedHoleScore({ par: 3, strokes: 12, strokesReceived: null })).toBe(8);
  });

  it('scores Stableford points', () => {
    // playing handicap 23 on a par 4 of stroke index 1 gets 2 strokes: a 5 is a net birdie, 3 points
    expect(stablefordPoints({ par: 4, strokes: 5, strokesReceived: strokesReceived(23, 1) })).toBe(3);
    expect(stablefordPoints({ par: 4, strokes: 4, strokesReceived: 0 })).toBe(2);
    expect(stablefordPoints({ par: 5, strokes: 3, strokesReceived: 0 })).toBe(4);
    expect(stablefordPoints({ par: 4, strokes: 8, strokesReceived: 0 })).toBe(0);
    expect(stablefordPoints({ par: 4, strokes: 4, strokesReceived: -1 })).toBe(1);
  });
});
