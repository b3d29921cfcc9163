import { describe, expect, it } from 'vitest';
import type { RoundCard } from './tournament-card';
import { LEVEL, cardOf } from './tournament-card.fixtures';
import { RankingMemo, type TournamentPlayer, roundsSoFar, tournamentLeaderboard } from './tournament-leaderboard';

let nextId = 1;
function player(name: string, ...rounds: (RoundCard | null)[]): TournamentPlayer {
  nextId += 1;
  return { userId: nextId, name, flight: null, rounds };
}

const NET = { format: 'stroke', basis: 'net' } as const;
const GROSS = { format: 'stroke', basis: 'gross' } as const;
const STABLEFORD = { format: 'stableford', basis: 'net' } as const;

const ranking = (rows: { position: string; name: string }[]) => rows.map((row) => `${row.position} ${row.name}`);

describe('tournament leaderboard', () => {
  it('numbers places 1, T2, T2, 4 when two cards are level through every countback stretch', () => {
    // Ann 70 (-2). Bo and Cy both 72 with the same holes: level on the round, last 9, 6, 3 and 18th. Dee 74.
    const rows = tournamentLeaderboard(
      [
        player('Dee', cardOf([1, 1, ...LEVEL.slice(2)])),
        player('Cy', cardOf([1, -1, ...LEVEL.slice(2)])),
        player('Ann', cardOf([-1, -1, ...LEVEL.slice(2)])),
        player('Bo', cardOf([-1, 1, ...LEVEL.slice(2)])),
      ],
      GROSS,
    );
    expect(ranking(rows)).toEqual(['1 Ann', 'T2 Bo', 'T2 Cy', '4 Dee']);
    expect(rows.map((row) => row.place)).toEqual([1, 2, 2, 4]);
    expect(rows[1]).toMatchObject({ thru: 'F', today: 0, gross: 72, toPar: 0 });
  });

  it('breaks a gross tie on the last 9', () => {
    // A: out 42, in 38; B: out 40, in 40. Both 80 (+8); last 9: A 38 < B 40.
    const b = player('B', cardOf([1, 1, 0, 1, 0, 0, 0, 1, 0, /**/ 1, 1, 0, 1, 0, 0, 0, 1, 0]));
    const a = player('A', cardOf([1, 1, 1, 1, 1, 0, 0, 1, 0, /**/ 1, 0, 0, 0, 0, 0, 0, 1, 0]));
    expect(ranking(tournamentLeaderboard([b, a], GROSS))).toEqual(['1 A', '2 B']);
  });

  it('breaks a net tie on the last 6 with exact fractions of the handicap', () => {
    // Net 68 each; last 9: Mia 40 - 13/2 = 33.5 = Noah 41 - 15/2; last 6: Mia 28 - 13/3 = 23 2/3 < Noah 29 - 15/3 = 24.
    const noah = player('Noah', cardOf([1, 1, 1, 0, 1, 0, 1, 0, 1, /**/ 0, 1, 0, 1, 1, 1, 0, 1, 0], 15));
    const mia = player('Mia', cardOf([1, 0, 1, 0, 1, 0, 1, 0, 1, /**/ 0, 1, 0, 1, 0, 1, 0, 1, 0], 13));
    const rows = tournamentLeaderboard([noah, mia], NET);
    expect(ranking(rows)).toEqual(['1 Mia', '2 Noah']);
    expect(rows[0]).toMatchObject({ gross: 81, net: 68, toPar: -4, today: -4 });
    expect(rows[1]).toMatchObject({ gross: 83, net: 68, toPar: -4 });
  });

  it('ranks Stableford by points, most first, and breaks a tie on the last 3', () => {
    // Rose and Sam 35 points each; last 9 17 each, last 6 11 each, last 3 Rose 6 > Sam 5. Tim, five bogeys: 31.
    const sam = player('Sam', cardOf([...LEVEL.slice(0, 17).map(() => 1), 2], 18));
    const tim = player('Tim', cardOf([1, 1, 1, 1, 1, ...LEVEL.slice(5)], 0));
    const rose = player('Rose', cardOf([...LEVEL.slice(0, 12), 1, 0, 0, 0, 0, 0], 0));
    const rows = tournamentLeaderboard([sam, tim, rose], STABLEFORD);
    expect(ranking(rows)).toEqual(['1 Rose', '2 Sam', '3 Tim']);
    expect(rows[0]).toMatchObject({ points: 35, toPar: 35, today: 35, gross: 73, net: 73 });
    expect(rows[1]).toMatchObject({ points: 35, gross: 91, net: 73 });
  });

  it('shows a card in progress where it stands over the holes entered, sharing a place it is level at', () => {
    // Amy 68 (-4) F. Zoe 69 (-3) F. Yara, playing 18, thru 12: holes 1-12 are par 47, she has 56,
    // a stroke a hole -> net 44 = -3. Ben -1 F. Zoe and Yara share 2nd: no countback against a card in play.
    const yara = player('Yara', cardOf([1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], 18));
    const ben = player('Ben', cardOf([-1, ...LEVEL.slice(1)]));
    const zoe = player('Zoe', cardOf([-1, -1, -1, ...LEVEL.slice(3)]));
    const amy = player('Amy', cardOf([-1, -1, ...LEVEL.slice(2, 9), -1, -1, ...LEVEL.slice(11)]));
    const rows = tournamentLeaderboard([yara, ben, zoe, amy], NET);
    expect(ranking(rows)).toEqual(['1 Amy', 'T2 Zoe', 'T2 Yara', '4 Ben']);
    expect(rows[2]).toMatchObject({ thru: 12, today: -3, gross: 56, net: 44, toPar: -3, points: 9 * 2 + 3 * 3 });
    expect(rows[1]).toMatchObject({ thru: 'F', today: -3 });
  });

  it('puts a card in progress ahead of finished cards when it is ahead over its holes', () => {
    const leader = player('Early', cardOf([-1, -1, -1]));
    const done = player('Done', cardOf(LEVEL));
    const notStarted = player('Teeing off', cardOf([]));
    const rows = tournamentLeaderboard([done, notStarted, leader], GROSS);
    expect(ranking(rows)).toEqual(['1 Early', 'T2 Done', 'T2 Teeing off']);
    expect(rows[0]).toMatchObject({ thru: 3, today: -3 });
    expect(rows[2]).toMatchObject({ thru: 0, today: null, gross: 0, toPar: 0 });
  });

  it('over several rounds breaks a tie on the last round before its last 9', () => {
    // U 74 + 70 = 144; V 72 + 72 = 144. Last round: U 70 < V 72 -> U, although V came home in 34 and U in 36.
    const u = player('U', cardOf([1, 1, ...LEVEL.slice(2)]), cardOf([-1, -1, ...LEVEL.slice(2)]));
    const v = player('V', cardOf(LEVEL), cardOf([1, 1, ...LEVEL.slice(2, 9), -1, -1, ...LEVEL.slice(11)]));
    const rows = tournamentLeaderboard([v, u], GROSS);
    expect(ranking(rows)).toEqual(['1 U', '2 V']);
    expect(rows[0]).toMatchObject({ gross: 144, toPar: 0, today: -2, thru: 'F' });
    expect(rows[1]).toMatchObject({ gross: 144, toPar: 0, today: 0 });
  });

  it('leaves out of the totals a player without a card in every round so far', () => {
    const carl = player('Carl', cardOf(LEVEL), cardOf(LEVEL));
    const dana = player('Dana', null, cardOf(LEVEL.map(() => -1)));
    const eve = player('Eve', cardOf(LEVEL), cardOf([0, 0, 1]));
    const finn = player('Finn', cardOf(LEVEL)); // no card yet in round 2
    const players = [carl, dana, eve, finn];
    expect(roundsSoFar(players)).toBe(2);
    const rows = tournamentLeaderboard(players, GROSS);
    expect(ranking(rows)).toEqual(['1 Carl', '2 Eve']);
    expect(rows[1]).toMatchObject({ thru: 3, today: 1, gross: 72 + 12, toPar: 1 });
  });

  it('gives a plus handicap strokes back and breaks its tie with fractions added back', () => {
    // Will, +2: 70, strokes given back on the two easiest holes (6 and 15) -> net 72, level par.
    // Points: birdies on 1 and 10 (3 each), par on 6 and 15 with a stroke given back (1 each), 2 on the others: 36.
    // Xena, 4: 76, net 72. Last 9: Will 35 + 1 = 36, Xena 37 - 2 = 35 -> Xena.
    const will = player('Will', cardOf([-1, ...LEVEL.slice(1, 9), -1, ...LEVEL.slice(10)], -2));
    const xena = player('Xena', cardOf([1, 1, 1, ...LEVEL.slice(3, 9), 1, ...LEVEL.slice(10)], 4));
    const rows = tournamentLeaderboard([will, xena], NET);
    expect(ranking(rows)).toEqual(['1 Xena', '2 Will']);
    expect(rows[1]).toMatchObject({ gross: 70, net: 72, toPar: 0, points: 36 });
  });

  it('does not count back between cards of different lengths', () => {
    // An 18 and a nine both at 2 over: countback would compare different stretches, so they share the place.
    const eighteen = player('Long', cardOf([1, 1, ...LEVEL.slice(2)]));
    const nine = player('Short', cardOf([1, 1, 0, 0, 0, 0, 0, 0, 0], 0, { first: 1, count: 9 }));
    expect(ranking(tournamentLeaderboard([eighteen, nine], GROSS))).toEqual(['T1 Long', 'T1 Short']);
    // Nor between rounds of other lengths, whose net keys are on different scales (12 x 2 against 10 x 2).
    const twelve = player('Twelve', cardOf([1, 1, ...LEVEL.slice(2, 12)], 0, { first: 1, count: 12 }));
    const ten = player('Ten', cardOf([1, 1, ...LEVEL.slice(2, 10)], 0, { first: 1, count: 10 }));
    expect(ranking(tournamentLeaderboard([twelve, ten], NET))).toEqual(['T1 Twelve', 'T1 Ten']);
  });

  it('is empty before anyone has a card, and carries each player\u2019s flight', () => {
    expect(tournamentLeaderboard([player('Nobody', null)], NET)).toEqual([]);
    const rows = tournamentLeaderboard([{ userId: 99, name: 'Flo', flight: 'B', rounds: [cardOf(LEVEL)] }], NET);
    expect(rows).toEqual([
      { position: '1', place: 1, userId: 99, name: 'Flo', flight: 'B', thru: 'F', today: 0, gross: 72, net: 72, points: 36, toPar: 0 },
    ]);
  });

  it('ranks the same with a memo of each player\'s standing, and a player replaced by a new object is scored again', () => {
    const memo = new RankingMemo();
    const ann = player('Ann', cardOf([0, 0, 0, null, null]), cardOf(LEVEL));
    const bo = player('Bo', cardOf([1, 1, 1, 1, 1]), cardOf([-1, -1, ...LEVEL.slice(2)]));
    const cy = player('Cy', cardOf([-1, 0, null]), null);
    const field = [ann, bo, cy];
    for (const options of [NET, GROSS, STABLEFORD]) {
      expect(tournamentLeaderboard(field, options, memo)).toEqual(tournamentLeaderboard(field, options));
      expect(tournamentLeaderboard(field, options, memo)).toEqual(tournamentLeaderboard(field, options));
    }
    // Cy saves a second round: a new object (players are never changed in place), and rounds so far stay two.
    const cyLater = { ...cy, rounds: [cy.rounds[0] ?? null, cardOf([-2, -2, -2])] };
    const later = [ann, bo, cyLater];
    expect(tournamentLeaderboard(later, GROSS, memo)).toEqual(tournamentLeaderboard(later, GROSS));
    expect(ranking(tournamentLeaderboard(later, GROSS, memo))[0]).toBe('1 Cy');
    // The same object in a field with fewer rounds so far (a flight where nobody has a second card): Cy,
    // left off the two-round board, is on this one; the standing kept for two rounds is not reused.
    const flight = [cy];
    expect(ranking(tournamentLeaderboard(flight, NET, memo))).toEqual(['1 Cy']);
    expect(tournamentLeaderboard(flight, NET, memo)).toEqual(tournamentLeaderboard(flight, NET));
  });
});
