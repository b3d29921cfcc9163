import { describe, expect, it } from 'vitest';
import { compareCountback, countbackKey, countbackSegments } from './countback';
import { LEVEL, cardOf } from './tournament-card.fixtures';

// Every case below is worked by hand from the R&A method (Committee Procedures 5A(6)): the better
// last 9, last 6, last 3, last hole; in net play 1/2, 1/3, 1/6, 1/18 of the playing handicap come
// off the gross of those holes, fractions kept. Par of the course: out 36, in 36; holes 13-18
// par 25; holes 16-18 par 12. A key is [round, last 9, last 6, last 3, last hole], lower better:
// gross and net to par (net multiplied by the holes in the round, 18 or 9), Stableford points negated.

const better = (a: number[], b: number[]) => compareCountback(a, b) < 0;

describe('countback segments', () => {
  it('are the last 9, 6, 3 and 1 holes of 18, and the last 6, 3 and 1 of a nine', () => {
    expect(countbackSegments(18)).toEqual([9, 6, 3, 1]);
    expect(countbackSegments(9)).toEqual([6, 3, 1]);
    expect(countbackSegments(12)).toEqual([]);
  });
});

describe('countback keys', () => {
  it('decides a gross tie on the last 9', () => {
    // A: out 42, in 38 = 80; B: out 40, in 40 = 80. Last 9: A 38 < B 40 -> A.
    const a = cardOf([1, 1, 1, 1, 1, 0, 0, 1, 0, /**/ 1, 0, 0, 0, 0, 0, 0, 1, 0]);
    const b = cardOf([1, 1, 0, 1, 0, 0, 0, 1, 0, /**/ 1, 1, 0, 1, 0, 0, 0, 1, 0]);
    expect(countbackKey(a, 'gross').slice(0, 2)).toEqual([8, 2]);
    expect(countbackKey(b, 'gross').slice(0, 2)).toEqual([8, 4]);
    expect(better(countbackKey(a, 'gross'), countbackKey(b, 'gross'))).toBe(true);
  });

  it('decides a net tie on the last 6 with exact thirds of the handicap, where rounding would pick the other player', () => {
    // Mia, playing handicap 13: out 41, in 40 = 81, net 68.  Noah, 15: out 42, in 41 = 83, net 68.
    // Last 9: Mia 40 - 13/2 = 33.5; Noah 41 - 15/2 = 33.5 -> level.
    // Last 6: Mia 28 - 13/3 = 23 2/3; Noah 29 - 15/3 = 24 -> Mia, by a third of a stroke.
    // Rounded instead (13/3 -> 4): 28 - 4 = 24 and 29 - 5 = 24, level; last 3: Mia 13 - 13/6 (2.17 -> 2) = 11,
    // Noah 13 - 15/6 (2.5 -> 3) = 10 -> Noah would win. So nothing may be rounded.
    // Keys, x18 and to par: last 9 Mia 18 x 4 - 13 x 9 = -45, Noah 18 x 5 - 15 x 9 = -45;
    // last 6 Mia 18 x 3 - 13 x 6 = -24, Noah 18 x 4 - 15 x 6 = -18.
    const mia = cardOf([1, 0, 1, 0, 1, 0, 1, 0, 1, /**/ 0, 1, 0, 1, 0, 1, 0, 1, 0], 13);
    const noah = cardOf([1, 1, 1, 0, 1, 0, 1, 0, 1, /**/ 0, 1, 0, 1, 1, 1, 0, 1, 0], 15);
    expect(countbackKey(mia, 'net')).toEqual([-72, -45, -24, 18 * 1 - 13 * 3, 18 * 0 - 13]);
    expect(countbackKey(noah, 'net')).toEqual([-72, -45, -18, 18 * 1 - 15 * 3, 18 * 0 - 15]);
    expect(better(countbackKey(mia, 'net'), countbackKey(noah, 'net'))).toBe(true);
  });

  it('decides handicaps 13 and 14 on the last 9 by the half stroke that rounding would lose', () => {
    // Olivia, 13: 79, net 66.  Pete, 14: 80, net 66.  Both come home in 40.
    // Last 9: Olivia 40 - 6.5 = 33.5; Pete 40 - 7 = 33 -> Pete.
    // Rounded (6.5 -> 7): both 33, level; last 6: Olivia 26 - 4 = 22, Pete 28 - 5 = 23 -> Olivia would win.
    const olivia = cardOf([0, 1, 0, 1, 0, 0, 1, 0, 0, /**/ 1, 1, 1, 0, 0, 1, 0, 0, 0], 13);
    const pete = cardOf([1, 1, 0, 1, 0, 0, 1, 0, 0, /**/ 0, 0, 1, 1, 0, 1, 0, 1, 0], 14);
    expect(countbackKey(olivia, 'net').slice(0, 2)).toEqual([18 * 7 - 13 * 18, 18 * 4 - 13 * 9]); // -108, -45
    expect(countbackKey(pete, 'net').slice(0, 2)).toEqual([18 * 8 - 14 * 18, 18 * 4 - 14 * 9]); // -108, -54
    expect(better(countbackKey(pete, 'net'), countbackKey(olivia, 'net'))).toBe(true);
  });

  it('decides a Stableford tie on the last 3 by points', () => {
    // Rose, 0: par everywhere but a bogey on 13 -> 17 x 2 + 1 = 35; last 9 17, last 6 11, last 3 6.
    // Sam, 18 (a stroke a hole): bogeys everywhere (2 each) but a double on 18 (1) -> 35; last 9 17,
    // last 6 11, last 3 2 + 2 + 1 = 5 -> Rose.
    const rose = cardOf([...LEVEL.slice(0, 12), 1, 0, 0, 0, 0, 0], 0);
    const sam = cardOf([...LEVEL.slice(0, 17).map(() => 1), 2], 18);
    expect(countbackKey(rose, 'stableford')).toEqual([-35, -17, -11, -6, -2]);
    expect(countbackKey(sam, 'stableford')).toEqual([-35, -17, -11, -5, -1]);
    expect(better(countbackKey(rose, 'stableford'), countbackKey(sam, 'stableford'))).toBe(true);
  });

  it('takes 2/3, 1/3 and 1/9 of a nine-hole playing handicap off the last 6, 3 and 1 holes of a nine', () => {
    // The back nine, par 36; holes 13-18 par 25. Fay, 3: 38, net 35.  Gus, 9: 44, net 35.
    // Last 6: Fay 27 - 3 x 6/9 = 25; Gus 30 - 9 x 6/9 = 24 -> Gus.
    // With the 18-hole fraction 1/3 by mistake: Fay 27 - 1 = 26, Gus 30 - 3 = 27 -> Fay would win.
    // Keys x9 and to par: round Fay 9 x 2 - 3 x 9 = -9, Gus 9 x 8 - 9 x 9 = -9; last 6 Fay 9 x 2 - 3 x 6 = 0,
    // Gus 9 x 5 - 9 x 6 = -9.
    const nine = { first: 10, count: 9 };
    const fay = cardOf([0, 0, 0, 0, 1, 0, 0, 0, 1], 3, nine);
    const gus = cardOf([1, 1, 1, 1, 1, 1, 1, 0, 1], 9, nine);
    expect(countbackKey(fay, 'net')).toEqual([-9, 0, 9 * 1 - 3 * 3, 9 * 1 - 3]);
    expect(countbackKey(gus, 'net')).toEqual([-9, -9, 9 * 2 - 9 * 3, 9 * 1 - 9]);
    expect(better(countbackKey(gus, 'net'), countbackKey(fay, 'net'))).toBe(true);
  });

  it('adds a plus handicap back in its fractions', () => {
    // Will, +2 (playing handicap -2): 70, net 72; home in 35 -> 35 + 2/2 = 36.
    // Xena, 4: 76, net 72; home in 37 -> 37 - 4/2 = 35 -> Xena. (Taking 1 off Will instead would give him 34.)
    const will = cardOf([-1, 0, 0, 0, 0, 0, 0, 0, 0, /**/ -1, 0, 0, 0, 0, 0, 0, 0, 0], -2);
    const xena = cardOf([1, 1, 1, 0, 0, 0, 0, 0, 0, /**/ 1, 0, 0, 0, 0, 0, 0, 0, 0], 4);
    expect(countbackKey(will, 'net').slice(0, 2)).toEqual([0, 18 * -1 + 2 * 9]); // 0, 0
    expect(countbackKey(xena, 'net').slice(0, 2)).toEqual([0, 18 * 1 - 4 * 9]); // 0, -18
    expect(better(countbackKey(xena, 'net'), countbackKey(will, 'net'))).toBe(true);
  });

  it('is level when every stretch is level', () => {
    // Jo and Kim swap a bogey and a par on the front nine: the same on every stretch countback looks at.
    const jo = cardOf([1, 0, ...LEVEL.slice(2)], 10);
    const kim = cardOf([0, 1, ...LEVEL.slice(2)], 10);
    expect(compareCountback(countbackKey(jo, 'net'), countbackKey(kim, 'net'))).toBe(0);
  });

  it('needs a complete card', () => {
    expect(() => countbackKey(cardOf(LEVEL.slice(0, 17)), 'gross')).toThrow(RangeError);
  });
});
