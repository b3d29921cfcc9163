import { describe, expect, it } from 'vitest';
import type { MatchGolf, Scorecard, ScorecardRow } from '../../../../shared/matches/match.schema';
import { golfRowView } from '../../../../test/match-views';
import { isRoundOver, scoreReachesBeyondCard } from './scorecard-changes';

const golf: MatchGolf = { teeId: 1, holes: '18', format: 'stroke', allowancePct: 95, courseName: 'Harbour Links', teeName: 'Blue', ownTees: false, tees: [], resultBasis: 'net-to-par' };

function row(userId: number, complete: boolean, attestedBy: string | null): ScorecardRow {
  return { userId, username: `p${userId}`, name: `Player ${userId}`, scores: {}, holesPlayed: complete ? 18 : 3, holesHidden: 0, total: 0, isLeader: false, golf: golfRowView({ complete, roundId: userId, attestedBy }) };
}

const card = (rows: ScorecardRow[]): Scorecard => ({ holes: [], rows, golf, matchPlay: null });

describe('what a recorded score reaches beyond its card', () => {
  it('is the card alone for a hole in play', () => {
    expect(scoreReachesBeyondCard(card([row(1, false, null), row(2, false, null)]), card([row(1, false, null), row(2, false, null)]))).toBe(false);
  });

  it('reaches lists, feed and indexes when the match is decided, or an attestation is withdrawn, or nothing was cached', () => {
    expect(scoreReachesBeyondCard(card([row(1, false, null), row(2, true, null)]), card([row(1, true, null), row(2, true, null)]))).toBe(true);
    expect(scoreReachesBeyondCard(card([row(1, false, 'sam'), row(2, false, null)]), card([row(1, false, null), row(2, false, null)]))).toBe(true);
    expect(scoreReachesBeyondCard(undefined, card([row(1, false, null)]))).toBe(true);
  });
});

describe('when a round is over (the card stops refreshing itself)', () => {
  it('is when a golf card is decided, or every player of a casual card has 18 holes', () => {
    expect(isRoundOver(card([row(1, true, null), row(2, false, null)]))).toBe(false);
    expect(isRoundOver(card([row(1, true, null), row(2, true, null)]))).toBe(true);
    const casual = (holesPlayed: number): Scorecard => ({ holes: [], golf: null, matchPlay: null, rows: [{ ...row(1, false, null), golf: null, holesPlayed }] });
    expect(isRoundOver(casual(17))).toBe(false);
    expect(isRoundOver(casual(18))).toBe(true);
    expect(isRoundOver(undefined)).toBe(false);
  });
});
