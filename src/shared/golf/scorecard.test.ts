import { describe, expect, it } from 'vitest';
import { roundSetup, type TeeFigures } from './round-setup';
import { adjustedGross, leaders, matchPlayHandicaps, matchPlayStatus, playerCard } from './scorecard';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const INDEXES = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 16, 2, 12, 6, 18, 10, 4, 14];
const tee: TeeFigures = {
  pars: PARS,
  strokeIndexes: INDEXES,
  ratingTenths: 721,
  slope: 128,
  frontRatingTenths: 360,
  frontSlope: 126,
  backRatingTenths: 361,
  backSlope: 130,
};

function scoresOf(strokes: number[], first = 1): Record<number, number> {
  return Object.fromEntries(strokes.map((s, i) => [first + i, s]));
}

describe('round setup', () => {
  it('takes the 18-hole ratings and applies the allowance to the course handicap', () => {
    const setup = roundSetup(tee, '18', 95, 15.0);
    expect(setup.par).toBe(72);
    expect(setup.courseHandicap).toBe(17); // 15 x 128 / 113 + 0.1 = 17.09
    expect(setup.playingHandicap).toBe(16); // 17.09 x 0.95 = 16.24
    expect(setup.holes.map((h) => h.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it('uses half the index and the nine\u2019s ratings on a nine, ranking its stroke indexes', () => {
    const setup = roundSetup(tee, 'back', 100, 15.0);
    expect(setup.holes.map((h) => h.number)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(setup.par).toBe(36);
    expect(setup.courseHandicap).toBe(9); // 7.5 x 130 / 113 - 0.1 = 8.53
    expect(setup.holes.find((h) => h.number === 12)?.rank).toBe(1); // stroke index 2 is the hardest of the back nine
  });

  it('plays off 0 before a player has an index', () => {
    const setup = roundSetup(tee, '18', 95, null);
    expect(setup).toMatchObject({ courseHandicap: null, playingHandicap: 0 });
  });
});

describe('scorecard', () => {
  it('totals strokes, net and Stableford points', () => {
    const setup = roundSetup(tee, '18', 95, 15.0); // playing 16: a stroke on indexes 1-16
    const card = playerCard(setup, scoresOf(PARS.map((p) => p + 1)));
    expect(card.gross).toBe(90);
    expect(card.net).toBe(74);
    expect(card.points).toBe(16 * 2 + 2 * 1); // net par on 16 holes, net bogey on the two without a stroke
    expect(card.complete).toBe(true);
    expect(card.toPar).toBe(2); // net 74 on a par 72
    expect(card.holes[15]).toEqual({ par: 4, strokes: 5, strokesReceived: 0, net: 5, points: 1 });
  });

  it('caps holes at net double bogey from the course handicap for the club index', () => {
    const setup = roundSetup(tee, '18', 95, 15.0); // course handicap 17: a stroke on indexes 1-17
    const strokes = PARS.map((p) => p);
    strokes[14] = 12; // hole 15, par 4, stroke index 18: no stroke, capped at 6
    strokes[3] = 12; // hole 4, par 5, stroke index 1: one stroke, capped at 8
    expect(adjustedGross(setup, scoresOf(strokes))).toBe(72 + 2 + 3);
    expect(adjustedGross(setup, scoresOf(strokes.slice(0, 17)))).toBeNull();
    const newcomer = roundSetup(tee, '18', 95, null);
    expect(adjustedGross(newcomer, scoresOf(strokes))).toBe(72 + 5 + 5); // par + 5 on both
  });

  it('names the leader by format', () => {
    const setup = roundSetup(tee, '18', 95, 15.0);
    const scratch = roundSetup(tee, '18', 95, 0);
    const a = { userId: 1, card: playerCard(setup, scoresOf(PARS.map((p) => p + 1))) }; // net 74, 34 points
    const b = { userId: 2, card: playerCard(scratch, scoresOf(PARS)) }; // net 72 (scratch), 36 points
    expect(leaders('stroke', [a, b])).toEqual([2]);
    expect(leaders('stableford', [a, b])).toEqual([2]);
    expect(leaders('stroke', [])).toEqual([]);
  });
});

describe('singles match play', () => {
  const high = roundSetup(tee, '18', 100, 15.0); // playing 17
  const low = roundSetup(tee, '18', 100, 5.0); // playing 6
  const [highStrokes, lowStrokes] = matchPlayHandicaps(high, low);
  const holes = high.holes.map((h) => h.number);

  it('gives the higher handicap the difference', () => {
    expect([highStrokes, lowStrokes]).toEqual([high.playingHandicap - low.playingHandicap, 0]);
  });

  function status(firstStrokes: number[], secondStrokes: number[]) {
    return matchPlayStatus(
      holes,
      { userId: 1, name: 'alice', card: playerCard(high, scoresOf(firstStrokes), 0) },
      { userId: 2, name: 'bob', card: playerCard(low, scoresOf(secondStrokes), 0) },
    );
  }

  it('reports "2 up with 3 to play" and "won 3 & 2"', () => {
    const par = PARS.slice(0, 15);
    const bob = [...par];
    bob[0] = (bob[0] ?? 0) + 1;
    bob[1] = (bob[1] ?? 0) + 1;
    expect(status(par, bob).text).toBe('alice 2 up with 3 to play');
    const sixteen = PARS.slice(0, 16);
    const bobSixteen = [...sixteen];
    bobSixteen[0] = (bobSixteen[0] ?? 0) + 1;
    bobSixteen[1] = (bobSixteen[1] ?? 0) + 1;
    bobSixteen[2] = (bobSixteen[2] ?? 0) + 1;
    expect(status(sixteen, bobSixteen)).toEqual({ text: 'alice won 3 & 2', leaderId: 1, decided: true });
  });

  it('reports all square, halved and a win on the last hole', () => {
    expect(status([], []).text).toBe('Not started');
    expect(status(PARS.slice(0, 9), PARS.slice(0, 9)).text).toBe('All square with 9 to play');
    expect(status(PARS, PARS)).toEqual({ text: 'Halved', leaderId: null, decided: true });
    const bob = [...PARS];
    bob[17] = (bob[17] ?? 0) - 1;
    expect(status(PARS, bob).text).toBe('bob won 1 up');
  });

  it('stops at the first hole not finished by both', () => {
    const alice = PARS.slice(0, 5);
    const bob = [...PARS.slice(0, 2), ...PARS.slice(3, 5)].map((s) => s + 1);
    // bob has no score on hole 3 yet, so only holes 1 and 2 count
    const result = matchPlayStatus(
      holes,
      { userId: 1, name: 'alice', card: playerCard(high, scoresOf(alice), 0) },
      { userId: 2, name: 'bob', card: playerCard(low, { 1: bob[0] ?? 0, 2: bob[1] ?? 0, 4: 6, 5: 5 }, 0) },
    );
    expect(result.text).toBe('alice 2 up with 16 to play');
  });
});
