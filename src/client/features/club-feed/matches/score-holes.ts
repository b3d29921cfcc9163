import { holeNumbersFor } from '../../../../shared/golf/round-setup';
import type { Match, NamedMemberRef, Scorecard } from '../../../../shared/matches/match.schema';
import type { HoleDot } from '../../../components/scoring/hole-dots';

/** Where the strokes start on a casual match, which has no par: the score of an average hole. */
export const CASUAL_START = 4;

export interface ScreenHole {
  number: number;
  /** Null on a casual match. */
  par: number | null;
  strokeIndex: number | null;
}

/** The holes the score screen walks: a golf match's round (1-18, 1-9 or 10-18) with its pars; a casual match's 18, without par. */
export function screenHoles(match: Pick<Match, 'golf'>, scorecard: Scorecard): ScreenHole[] {
  return holeNumbersFor(match.golf?.holes ?? '18').map((number) => {
    const known = match.golf ? scorecard.holes.find((hole) => hole.number === number) : undefined;
    return { number, par: known?.par ?? null, strokeIndex: known?.strokeIndex ?? null };
  });
}

export function savedScore(scorecard: Scorecard, userId: number, hole: number): number | null {
  return scorecard.rows.find((row) => row.userId === userId)?.scores[hole] ?? null;
}

/** Where a player's strokes start on a hole: the score already saved, else the par, else 4. */
export function startingStrokes(saved: number | null, par: number | null): number {
  return saved ?? par ?? CASUAL_START;
}

const missingOn = (scorecard: Scorecard, players: readonly NamedMemberRef[], hole: number) => players.some((p) => savedScore(scorecard, p.id, hole) === null);

/** The first hole after `from` (going round; from the first hole when null) where a shown player has no score, or null when every one is in. */
export function nextMissing(holes: readonly ScreenHole[], scorecard: Scorecard, players: readonly NamedMemberRef[], from: number | null): number | null {
  const at = from === null ? 0 : holes.findIndex((hole) => hole.number === from) + 1;
  const order = [...holes.slice(at), ...holes.slice(0, at)];
  return order.find((hole) => missingOn(scorecard, players, hole.number))?.number ?? null;
}

/** "4" for one player, "Ann Archer 4, Bob Birdie 5" for several: what is saved on a hole. */
export function savedWords(scores: readonly { name: string; score: number }[], several: boolean): string {
  return scores.map((s) => (several ? `${s.name} ${s.score}` : String(s.score))).join(', ');
}

/** A score entered on the phone and not yet on the server. */
export interface WaitingScore {
  playerId: number;
  hole: number;
  strokes: number;
}

/** The card as the member sees it: the server's, with the scores still waiting to be sent in their place (the last entered wins). */
export function withWaiting(scorecard: Scorecard, waiting: readonly WaitingScore[]): Scorecard {
  if (waiting.length === 0) return scorecard;
  return {
    ...scorecard,
    rows: scorecard.rows.map((row) => {
      const mine = waiting.filter((write) => write.playerId === row.userId);
      return mine.length === 0 ? row : { ...row, scores: { ...row.scores, ...Object.fromEntries(mine.map((write) => [write.hole, write.strokes])) } };
    }),
  };
}

/** The last score of a player's hole among `writes` (waiting to be sent, or refused), or null. */
export function waitingScore(writes: readonly WaitingScore[], playerId: number, hole: number): number | null {
  return writes.findLast((write) => write.playerId === playerId && write.hole === hole)?.strokes ?? null;
}

/** A dot per hole: waiting while a score of it is kept on the phone, saved once every shown player's score is in. */
export function holeDots(holes: readonly ScreenHole[], scorecard: Scorecard, players: readonly NamedMemberRef[], waiting: readonly WaitingScore[] = []): HoleDot[] {
  return holes.map(({ number }) => {
    const scores = players.flatMap((p) => {
      const score = savedScore(scorecard, p.id, number);
      return score === null ? [] : [{ name: p.name, score }];
    });
    const full = scores.length === players.length ? 'saved' : 'partial';
    const state = waiting.some((write) => write.hole === number) ? 'waiting' : scores.length === 0 ? 'empty' : full;
    return { number, state, saved: savedWords(scores, players.length > 1) };
  });
}
