import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { HOLES_LABELS, holeNumbersFor } from '../../../shared/golf/round-setup';
import type { Scorecard, ScorecardRow, scoreInputSchema } from '../../../shared/matches/match.schema';
import { AppError, forbidden } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import { currentClubIndex } from '../golf/club-index.service';
import { buildGolfScorecard } from '../golf/golf-scorecard';
import { settleMatchResult } from '../golf/match-results';
import { takeRoundSnapshot } from '../golf/round-snapshot';
import { clearRoundAttestation, listRoundRowsOfMatch } from '../golf/rounds.repository';
import { listParticipantRows } from './matches.repository';
import { getMatch } from './matches.service';
import { listScoreRows, type ScoreRow, upsertScoreRow } from './match-scores.repository';
import { inTransaction } from '../../platform/db/transaction';

/**
 * A participant records their own score; the organizer may record any participant's. On a golf
 * match the player's first score fixes what the round is played with; changing a score of an
 * attested round withdraws the attestation. Every score is audited. Returns the updated scorecard.
 */
export async function recordScore(db: Db, user: SessionUser, score: z.output<typeof scoreInputSchema>): Promise<Scorecard> {
  const match = await getMatch(db, user, score.matchId);
  const { viewer } = match;
  if (!viewer.isParticipant) throw forbidden('Only players in this match can record scores.');
  if (score.userId !== user.id && !viewer.isOrganizer) throw forbidden("Only the organizer can record another player's score.");
  if (!viewer.scoresFor.includes(score.userId)) throw new AppError('BAD_REQUEST', 'That player is not in this match.');
  const holes = match.golf ? holeNumbersFor(match.golf.holes) : null;
  if (match.golf && holes && !holes.includes(score.hole)) {
    const message = `Hole ${score.hole} is not part of this round: the ${HOLES_LABELS[match.golf.holes].toLowerCase()} is holes ${holes[0]} to ${holes.at(-1)}.`;
    throw new AppError('BAD_REQUEST', message, { hole: [message] });
  }
  const golf = match.golf;
  const hasRound = golf ? (await listRoundRowsOfMatch(db, match.id)).some((round) => round.user_id === score.userId) : true;
  const index = hasRound ? null : await currentClubIndex(db, score.userId);
  const player = match.participants.find((p) => p.id === score.userId)?.username ?? `#${score.userId}`;
  const previous = (await listScoreRows(db, match.id)).find((row) => row.user_id === score.userId && row.hole === score.hole);
  await inTransaction(db, async (trx) => {
    if (golf && !hasRound) await takeRoundSnapshot(trx, golf, match.id, score.userId, index);
    await upsertScoreRow(trx, {
      match_id: match.id,
      user_id: score.userId,
      hole: score.hole,
      score: score.score,
      notes: score.notes ? score.notes : null,
      recorded_by: user.id,
      recorded_at: new Date().toISOString(),
    });
    const change = previous ? ` (was ${previous.score})` : '';
    await recordAudit(trx, { actorId: user.id, action: 'score.record', entityType: 'match', entityId: match.id, summary: `Recorded ${score.score} on hole ${score.hole} for ${player}${change}` });
    if (previous && previous.score !== score.score && (await clearRoundAttestation(trx, match.id, score.userId))) {
      await recordAudit(trx, { actorId: user.id, action: 'round.unattest', entityType: 'match', entityId: match.id, summary: `Attestation of ${player}'s round withdrawn: a score changed` });
    }
  });
  if (!golf) return getScorecard(db, user, match.id);
  // One build serves both: the result does not depend on who is looking.
  const result = await buildGolfScorecard(db, user, match.id, golf, await scorecardPlayers(db, match.id));
  await settleMatchResult(db, match.id, golf, result);
  return result.scorecard;
}

async function scorecardPlayers(db: Db, matchId: number) {
  const [participants, scores] = await Promise.all([listParticipantRows(db, [matchId]), listScoreRows(db, matchId)]);
  return participants.map((p) => ({
    userId: p.user_id,
    username: p.username,
    scores: Object.fromEntries(scores.filter((s) => s.user_id === p.user_id).map((s) => [s.hole, s.score])),
  }));
}

export async function getScorecard(db: Db, viewer: SessionUser, matchId: number): Promise<Scorecard> {
  const match = await getMatch(db, viewer, matchId);
  if (match.golf) return (await buildGolfScorecard(db, viewer, match.id, match.golf, await scorecardPlayers(db, match.id))).scorecard;
  const [participants, scores] = await Promise.all([listParticipantRows(db, [matchId]), listScoreRows(db, matchId)]);
  return buildCasualScorecard(
    participants.map((p) => ({ userId: p.user_id, username: p.username })),
    scores,
  );
}

/**
 * A casual match keeps strokes only: a column per hole anyone has played. The leader has the lowest
 * total among the players who have played the most holes (fewest strokes wins); ties share it.
 */
function buildCasualScorecard(players: { userId: number; username: string }[], scores: ScoreRow[]): Scorecard {
  const holes = [...new Set(scores.map((s) => s.hole))].sort((a, b) => a - b).map((number) => ({ number, par: null, strokeIndex: null }));
  const rows: ScorecardRow[] = players.map((player) => {
    const own = scores.filter((s) => s.user_id === player.userId);
    return {
      userId: player.userId,
      username: player.username,
      scores: Object.fromEntries(own.map((s) => [s.hole, s.score])),
      holesPlayed: own.length,
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
