import { describe, expect, it } from 'vitest';
import { DEFAULT_MERIT_TABLE, meritPoints, seasonStandings } from './order-of-merit';

describe('merit points', () => {
  it('shares the points of the places tied players fill', () => {
    // 1st 100; two tied 2nd fill 2nd and 3rd: (80 + 65) / 2 = 72.5 each; 4th is beyond the table: 0.
    const awards = meritPoints(
      [
        { userId: 1, position: 1 },
        { userId: 2, position: 2 },
        { userId: 3, position: 2 },
        { userId: 4, position: 4 },
      ],
      [100, 80, 65],
    );
    expect(awards).toEqual([
      { userId: 1, points: 100 },
      { userId: 2, points: 72.5 },
      { userId: 3, points: 72.5 },
      { userId: 4, points: 0 },
    ]);
  });

  it('counts places past the end of the table as 0 in a share, and rounds a share to hundredths', () => {
    // Two tied 3rd on [100, 80, 65]: (65 + 0) / 2 = 32.5. Three tied 2nd on the default: (80 + 65 + 55) / 3 = 66.67.
    expect(meritPoints([{ userId: 1, position: 3 }, { userId: 2, position: 3 }], [100, 80, 65]).map((a) => a.points)).toEqual([32.5, 32.5]);
    const three = [2, 3, 4].map((userId) => ({ userId, position: 2 }));
    expect(meritPoints(three, DEFAULT_MERIT_TABLE).map((a) => a.points)).toEqual([66.67, 66.67, 66.67]);
  });

  it('multiplies for a major', () => {
    // Winner 2 x 100; two tied 2nd 2 x (80 + 65) / 2 = 145.
    const awards = meritPoints([{ userId: 1, position: 1 }, { userId: 2, position: 2 }, { userId: 3, position: 2 }], DEFAULT_MERIT_TABLE, 2);
    expect(awards.map((a) => a.points)).toEqual([200, 145, 145]);
  });

  it('refuses a place below 1', () => {
    expect(() => meritPoints([{ userId: 1, position: 0 }], DEFAULT_MERIT_TABLE)).toThrow(RangeError);
  });

  it('has a default table of 30 places, falling all the way, that begins with the published ten', () => {
    expect(DEFAULT_MERIT_TABLE.slice(0, 10)).toEqual([100, 80, 65, 55, 50, 45, 40, 36, 32, 29]);
    expect(DEFAULT_MERIT_TABLE).toHaveLength(30);
    expect(DEFAULT_MERIT_TABLE[29]).toBe(1);
    const gaps = DEFAULT_MERIT_TABLE.slice(1).map((points, i) => (DEFAULT_MERIT_TABLE[i] ?? 0) - points);
    expect(gaps.every((gap, i) => gap > 0 && (i === 0 || gap <= (gaps[i - 1] ?? 0)))).toBe(true);
  });
});

describe('season standings', () => {
  it('sums each member\u2019s points over the events, most first, level members sharing the place', () => {
    // Member 1: 100 + 55 = 155 (2 events). Member 2: 72.5 + 72.5 + 10 = 155 (3). Member 3: 72.5 (1).
    // Member 4: 0 + 80 = 80 (2). Member 5: 0 (1, a finish beyond the table still counts as an event).
    const events = [
      [
        { userId: 1, points: 100 },
        { userId: 2, points: 72.5 },
        { userId: 3, points: 72.5 },
        { userId: 4, points: 0 },
      ],
      [
        { userId: 4, points: 80 },
        { userId: 2, points: 72.5 },
        { userId: 1, points: 55 },
      ],
      [
        { userId: 2, points: 10 },
        { userId: 5, points: 0 },
      ],
    ];
    expect(seasonStandings(events)).toEqual([
      { position: 'T1', place: 1, userId: 1, points: 155, events: 2 },
      { position: 'T1', place: 1, userId: 2, points: 155, events: 3 },
      { position: '3', place: 3, userId: 4, points: 80, events: 2 },
      { position: '4', place: 4, userId: 3, points: 72.5, events: 1 },
      { position: '5', place: 5, userId: 5, points: 0, events: 1 },
    ]);
  });

  it('adds shares of a third exactly in hundredths, so equal totals stay equal', () => {
    // 66.67 x 3 = 200.01 however the floats would have it; 200.01 once is level with it.
    const share = [{ userId: 1, points: 66.67 }];
    const standings = seasonStandings([share, share, share, [{ userId: 2, points: 200.01 }]]);
    expect(standings.map((s) => [s.position, s.points])).toEqual([
      ['T1', 200.01],
      ['T1', 200.01],
    ]);
  });
});
