import type { z } from 'zod';
import type { SessionUser } from '../../shared/auth/auth.schema';
import type { Scorecard, ScorecardRow, scoreInputSchema } from '../../shared/matches/match.schema';
import { AppError, forbidden } from '../app-error';
import type { Db } from '../db/database';
import { listParticipantRows } from './matches.repository';
import { findMatchOrThrow, getMatch } from './matches.service';
import { listScoreRows, type ScoreRow, upsertScoreRow } from './match-scores.repository';

/**
 * A participant records their own score; the organizer may record any participant's.
 * Returns the updated scorecard.
 */
export async function recordScore(db: Db, user: SessionUser, score: z.output<typeof scoreInputSchema>): Promise<Scorecard> {
  const match = await getMatch(db, user, score.matchId);
  const { viewer } = match;
  if (!viewer.isParticipant) throw forbidden('Only players in this match can record scores.');
  if (score.userId !== user.id && !viewer.isOrganizer) throw forbidden("Only the organizer can record another player's score.");
  if (!viewer.scoresFor.includes(score.userId)) throw new AppError('BAD_REQUEST', 'That player is not in this match.');
  await upsertScoreRow(db, {
    match_id: match.id,
    user_id: score.userId,
    hole: score.hole,
    score: score.score,
    notes: score.notes ? score.notes : null,
    recorded_by: user.id,
    recorded_at: new Date().toISOString(),
  });
  return getScorecard(db, match.id);
}

export async function getScorecard(db: Db, matchId: number): Promise<Scorecard> {
  await findMatchOrThrow(db, matchId);
  const [participants, scores] = await Promise.all([listParticipantRows(db, [matchId]), listScoreRows(db, matchId)]);
  return buildScorecard(
    participants.map((p) => ({ userId: p.user_id, username: p.username })),
    scores,
  );
}

/**
 * One row per participant, a column per hole anyone has played. The leader has the lowest
 * total among the players who have played the most holes (fewest strokes wins); ties share it.
 */
function buildScorecard(players: { userId: number; username: string }[], scores: ScoreRow[]): Scorecard {
  const holes = [...new Set(scores.map((s) => s.hole))].sort((a, b) => a - b);
  const rows: ScorecardRow[] = players.map((player) => {
    const own = scores.filter((s) => s.user_id === player.userId);
    return {
      userId: player.userId,
      username: player.username,
      scores: Object.fromEntries(own.map((s) => [s.hole, s.score])),
      holesPlayed: own.length,
      total: own.reduce((sum, s) => sum + s.score, 0),
      isLeader: false,
    };
  });
  const mostHoles = Math.max(0, ...rows.map((row) => row.holesPlayed));
  if (mostHoles === 0) return { holes, rows };
  const contenders = rows.filter((row) => row.holesPlayed === mostHoles);
  const best = Math.min(...contenders.map((row) => row.total));
  return { holes, rows: rows.map((row) => ({ ...row, isLeader: row.holesPlayed === mostHoles && row.total === best })) };
}
