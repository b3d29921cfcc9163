import { describe, expect, it } from 'vitest';
import { buildIndexHistory, type PlayedScore } from './index-history';

/** An 18-hole score on a neutral course (rating 72.0, slope 113), so the differential is gross - 72. */
function round(roundId: number, playedOn: string, differential: number): PlayedScore {
  return { roundId, playedOn, holes: 18, adjustedGross: 72 + differential, courseRating: 72, slope: 113 };
}
function day(n: number): string {
  return new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
}

describe('the index history', () => {
  it('has no index until 3 scores, then follows the table', () => {
    const scores = [round(1, day(0), 20), round(2, day(1), 18), round(3, day(2), 22)];
    const history = buildIndexHistory(scores);
    expect(history.entries.map((entry) => entry.indexAfter)).toEqual([null, null, 16]);
    expect(history.index).toBe(16);
    expect(history.recent.map((entry) => entry.counts)).toEqual([false, true, false]);
  });

  it('reduces the 20 most recent by 1.0 for an exceptional score, and by 2.0 for 10 better', () => {
    const scores = Array.from({ length: 6 }, (_, i) => round(i + 1, day(i), 20));
    const before = buildIndexHistory(scores);
    expect(before.index).toBe(19); // 6 scores: average of 2 minus 1.0
    const one = buildIndexHistory([...scores, round(7, day(7), 11.5)]); // 7.5 better than 19.0
    expect(one.entries.at(-1)?.exceptional).toBe(1);
    expect(one.entries.every((entry) => entry.reduction === 1)).toBe(true);
    // best 2 of 7: 11.5 and 20 -> 15.75 -> 15.8, each reduced by 1.0 -> 14.8 (no -1.0 at 7 scores)
    expect(one.index).toBe(14.8);
    const two = buildIndexHistory([...scores, round(7, day(7), 8.0)]); // 11 better
    expect(two.entries.at(-1)?.exceptional).toBe(2);
    expect(two.index).toBe(12); // (8 + 20) / 2 - 2.0
    // a later ordinary score is not reduced
    const later = buildIndexHistory([...scores, round(7, day(7), 8.0), round(8, day(8), 20)]);
    expect(later.entries.at(-1)?.reduction).toBe(0);
  });

  it('caps against the low index of the past 365 days once there are 20 scores', () => {
    const good = Array.from({ length: 20 }, (_, i) => round(i + 1, day(i), 10));
    const history = buildIndexHistory(good);
    expect(history.index).toBe(10);
    // eight bad rounds push the best 8 of 20 up; without caps the index would be 26.0
    const bad = Array.from({ length: 20 }, (_, i) => round(100 + i, day(30 + i), 26));
    const capped = buildIndexHistory([...good, ...bad]);
    const last = capped.entries.at(-1);
    expect(capped.lowIndex).toBe(10);
    expect(last?.hardCapped).toBe(true);
    expect(capped.index).toBe(15);
    // a year later the old low index no longer holds the index down
    const muchLater = buildIndexHistory([...good, ...bad, round(500, day(30 + 20 + 400), 26)]);
    expect(muchLater.index).toBeGreaterThan(15);
  });

  it('pairs nines in the order played, one 18-hole differential for two nines', () => {
    const nine = (roundId: number, playedOn: string, adjustedGross: number): PlayedScore => ({
      roundId,
      playedOn,
      holes: 9,
      adjustedGross,
      courseRating: 36,
      slope: 113,
    });
    const history = buildIndexHistory([nine(1, day(0), 40), round(2, day(1), 15), nine(3, day(2), 43), nine(4, day(3), 41)]);
    expect(history.entries.map((entry) => entry.roundIds)).toEqual([[2], [1, 3]]);
    expect(history.entries[1]?.differential).toBe(11); // (40 - 36) + (43 - 36)
    expect(history.pendingNine).toBe(4);
  });
});
