import { describe, expect, it } from 'vitest';
import { cardTotals, scoreHoles } from './tournament-card';
import { LEVEL, cardOf } from './tournament-card.fixtures';

describe('tournament card totals', () => {
  it('gives a nine\u2019s strokes by the holes\u2019 ranks on that nine', () => {
    // Back nine, stroke indexes 8 16 2 12 6 18 10 4 14 -> ranks 4 8 1 6 3 9 5 2 7. Playing 3: strokes on 12, 17 and 14.
    const card = cardOf([0, 0, 0, 0, 1, 0, 0, 0, 1], 3, { first: 10, count: 9 });
    expect(scoreHoles(card).map((hole) => hole.received)).toEqual([0, 0, 1, 0, 1, 0, 0, 1, 0]);
    // 38 gross, net 35; points: 2 on the five pars without a stroke, 1 for the bogey on 18 (no stroke),
    // 3 on 12 and 17 (par with a stroke), 2 on 14 (bogey with one) = 19.
    expect(cardTotals(card)).toEqual({ holesEntered: 9, par: 36, gross: 38, net: 35, points: 2 * 5 + 1 + 3 * 2 + 2, complete: true });
  });

  it('counts only the holes entered', () => {
    // Playing 20: two strokes on stroke indexes 1 and 2 (holes 4 and 12). Holes 1-4 in, par 16, one over each.
    const card = cardOf([1, 1, 1, 1], 20);
    expect(cardTotals(card)).toEqual({ holesEntered: 4, par: 16, gross: 20, net: 20 - (1 + 1 + 1 + 2), points: 2 + 2 + 2 + 3, complete: false });
  });

  it('has a plus handicap give strokes back from the easiest holes', () => {
    const received = scoreHoles(cardOf(LEVEL, -2)).map((hole, i) => [i + 1, hole.received]).filter(([, r]) => r !== 0);
    expect(received).toEqual([
      [6, -1], // stroke index 17
      [15, -1], // stroke index 18
    ]);
  });
});
