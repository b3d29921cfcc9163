import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { inClubTime } from '../../../shared/club-time';
import { HOLES_LABELS, holeNumbersFor } from '../../../shared/golf/round-setup';
import type { Match, Scorecard, ScorecardRow, scoreInputSchema } from '../../../shared/matches/match.schema';
import { AppError, forbidden } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { listRoundRowsOfMatch, listScoreRows, recordHoleScore, type ScoreRow } from '../rounds/rounds.service';
import { claimWriteKey } from '../rounds/write-keys.service';
import { buildGolfScorecard, firstScoreSnapshot, playerTee } from './golf-scorecard';
import { settleMatchResult } from './match-results';
import { getMatch, matchClock, readMatch } from './matches.service';

/**
 * A participant records their own score; the organizer may record any participant's. On a golf
 * match the player's first score fixes what the round is played with; changing a score of an
 * attested round withdraws the attestation. Every score is audited. What decides the write (the
 * match and its players, the earlier score, whether the round has begun) is read in the same
 * transaction as the write, and the returned scorecard is built from those same reads. A write sent
 * again with its key (a phone's offline queue retrying) is made once (rounds/write-keys.service.ts).
 */
export async function recordScore(deps: Pick<AppDeps, 'db' | 'clock'>, user: SessionUser, score: z.output<typeof scoreInputSchema>): Promise<Scorecard> {
  const clock = await matchClock(deps);
  const at = clock.now.toISOString();
  return inTransaction(deps.db, async (trx) => {
    const match = await readMatch(trx, user, score.matchId, clock);
    const { viewer, golf } = match;
    if (!viewer.isParticipant) throw forbidden('Only players in this match can record scores.');
    // The same write sent again (its answer was lost) is answered with the card as it is now, whatever changed since.
    if (score.writeKey && viewer.scoresFor.includes(score.userId)) {
      const keyed = { writeKey: score.writeKey, matchId: match.id, userId: score.userId, hole: score.hole, score: score.score, recordedBy: user.id, at };
      if ((await claimWriteKey(trx, keyed)) === 'repeat') return scorecardOf(trx, user, match);
    }
    if (!viewer.roundStarted) throw new AppError('CONFLICT', roundNotStarted(match));
    if (viewer.closed && match.apart) throw new AppError('CONFLICT', `This match closed on ${inClubTime(match.apart.closesAt, clock.timeZone).format('MMM D [at] h:mm A')} (club time): scores can no longer be recorded.`);
    if (match.apart && score.userId !== user.id) throw forbidden('On a match played apart each player records their own scores.');
    if (score.userId !== user.id && !viewer.isOrganizer) throw forbidden("Only the organizer can record another player's score.");
    if (!viewer.scoresFor.includes(score.userId)) throw new AppError('BAD_REQUEST', 'That player is not in this match.');
    const holes = golf ? holeNumbersFor(golf.holes) : null;
    if (golf && holes && !holes.includes(score.hole)) {
      const message = `Hole ${score.hole} is not part of this round: the ${HOLES_LABELS[golf.holes].toLowerCase()} is holes ${holes[0]} to ${holes.at(-1)}.`;
      throw new AppError('BAD_REQUEST', message, { hole: [message] });
    }
    const [rounds, scores] = await Promise.all([golf ? listRoundRowsOfMatch(trx, match.id) : Promise.resolve([]), listScoreRows(trx, match.id)]);
    const previous = scores.find((row) => row.user_id === score.userId && row.hole === score.hole) ?? null;
    const firstScore = golf !== null && !rounds.some((round) => round.user_id === score.userId);
    const tee = golf ? playerTee(golf, score.userId) : null;
    const snapshot =
      golf && tee && firstScore
        ? await firstScoreSnapshot(trx, { ...golf, ...tee }, match.id, score.userId, at)
        : null;
    const { attestationWithdrawn } = await recordHoleScore(trx, {
      matchId: match.id,
      userId: score.userId,
      hole: score.hole,
      score: score.score,
      notes: score.notes ? score.notes : null,
      recordedBy: user.id,
      at,
      previous: previous?.score ?? null,
      snapshot,
    });
    const player = match.participants.find((p) => p.id === score.userId)?.username ?? `#${score.userId}`;
    const change = previous ? ` (was ${previous.score})` : '';
    await recordAudit(trx, { actorId: user.id, action: 'score.record', entityType: 'match', entityId: match.id, summary: `Recorded ${score.score} on hole ${score.hole} for ${player}${change}`, at: clock.now });
    if (attestationWithdrawn) {
      await recordAudit(trx, { actorId: user.id, action: 'round.unattest', entityType: 'match', entityId: match.id, summary: `Attestation of ${player}'s round withdrawn: a score changed`, at: clock.now });
    }
    const after = sortedByHole([...scores.filter((row) => row !== previous), { user_id: score.userId, hole: score.hole, score: score.score, recorded_by: user.id }]);
    if (!golf) return buildCasualScorecard(match.participants.map((p) => ({ userId: p.id, username: p.username, name: p.name })), visibleScores(match, user, after));
    // A first score added a round: read the rounds again for its snapshot as stored (a concurrent first score may have won).
    const roundsAfter = snapshot ? await listRoundRowsOfMatch(trx, match.id) : rounds;
    const result = await buildGolfScorecard(trx, user, { golf, viewer }, scorecardPlayers(match, after), roundsAfter);
    await settleMatchResult(trx, match.id, golf, result, at);
    // The result never depends on who is looking; on a match played apart the card the player sees may.
    if (!hidesHoles(match)) return result.scorecard;
    return (await buildGolfScorecard(trx, user, { golf, viewer }, scorecardPlayers(match, visibleScores(match, user, after)), roundsAfter)).scorecard;
  });
}

function roundNotStarted(match: Match): string {
  return `Scores can be recorded once the round has started (${match.date} at ${match.time}, club time).`;
}

function sortedByHole(scores: ScoreRow[]): ScoreRow[] {
  return [...scores].sort((a, b) => a.hole - b.hole);
}

interface VisibleScores {
  rows: ScoreRow[];
  /** Holes played but not shown, by player. */
  hidden: Map<number, number>;
}

/** On a match played apart, until it closes, a player sees the others' holes only once they have played them themselves. */
function hidesHoles(match: Match): boolean {
  return match.apart !== null && !match.viewer.closed && match.viewer.isParticipant;
}

function visibleScores(match: Match, viewer: SessionUser, scores: ScoreRow[]): VisibleScores {
  if (!hidesHoles(match)) return { rows: scores, hidden: new Map() };
  const played = new Set(scores.filter((s) => s.user_id === viewer.id).map((s) => s.hole));
  const hidden = new Map<number, number>();
  const rows = scores.filter((s) => {
    const shown = s.user_id === viewer.id || played.has(s.hole);
    if (!shown) hidden.set(s.user_id, (hidden.get(s.user_id) ?? 0) + 1);
    return shown;
  });
  return { rows, hidden };
}

function scorecardPlayers(match: Match, scores: ScoreRow[] | VisibleScores) {
  const { rows, hidden } = Array.isArray(scores) ? { rows: scores, hidden: new Map<number, number>() } : scores;
  return match.participants.map((p) => ({
    userId: p.id,
    username: p.username,
    name: p.name,
    scores: Object.fromEntries(rows.filter((s) => s.user_id === p.id).map((s) => [s.hole, s.score])),
    recorders: [...new Set(rows.flatMap((s) => (s.user_id === p.id && s.recorded_by !== null ? [s.recorded_by] : [])))],
    holesHidden: hidden.get(p.id) ?? 0,
  }));
}

export async function getScorecard(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser, matchId: number): Promise<Scorecard> {
  return scorecardOf(deps.db, viewer, await getMatch(deps, viewer, matchId));
}

/** The match's card as `viewer` sees it, read through `db` (a transaction's, when called inside one). */
async function scorecardOf(db: Db, viewer: SessionUser, match: Match): Promise<Scorecard> {
  const scores = visibleScores(match, viewer, await listScoreRows(db, match.id));
  if (match.golf) {
    const card = { golf: match.golf, viewer: match.viewer };
    return (await buildGolfScorecard(db, viewer, card, scorecardPlayers(match, scores), await listRoundRowsOfMatch(db, match.id))).scorecard;
  }
  return buildCasualScorecard(
    match.participants.map((p) => ({ userId: p.id, username: p.username, name: p.name })),
    scores,
  );
}

/**
 * A casual match keeps strokes only: a column per hole anyone has played. The leader has the lowest
 * total among the players who have played the most holes (fewest strokes wins); ties share it.
 */
function buildCasualScorecard(players: { userId: number; username: string; name: string }[], { rows: scores, hidden }: VisibleScores): Scorecard {
  const holes = [...new Set(scores.map((s) => s.hole))].sort((a, b) => a - b).map((number) => ({ number, par: null, strokeIndex: null }));
  const rows: ScorecardRow[] = players.map((player) => {
    const own = scores.filter((s) => s.user_id === player.userId);
    return {
      userId: player.userId,
      username: player.username,
      name: player.name,
      scores: Object.fromEntries(own.map((s) => [s.hole, s.score])),
      holesPlayed: own.length,
      holesHidden: hidden.get(player.userId) ?? 0,
      total: own.reduce((sum, s) => sum + s.score, 0),
      isLeader: false,
      golf: null,
    };
  });
  const card = { holes, golf: null, matchPlay: null };
  const mostHoles = Math.max(0, ...rows.map((row) => row.holesPlayed));
  if (mostHoles === 0) return { ...card, rows };
  const contenders = rows.filter((row) => row.holesPlayed === mostHoles);
  const best = Math.min(...contenders.map((row) => row.total));
  return { ...card, rows: rows.map((row) => ({ ...row, isLeader: row.holesPlayed === mostHoles && row.total === best })) };
}
