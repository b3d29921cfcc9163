import type { SessionUser } from '../../../shared/auth/auth.schema';
import { AppError, notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import { findRoundRow, type RoundWithMatch, setRoundExclusion } from './rounds.repository';
import { clearRoundAttestation, insertRoundRowOnce, listRoundRowsOfMatch, markNeedsConfirmation } from './rounds.repository';
import { upsertScoreRow } from './scores.repository';
import type { NewRoundRow } from '../../platform/db/schema';
import { findUserById } from '../users/users.service';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';

export async function findRoundOrThrow(db: Db, id: number): Promise<RoundWithMatch> {
  const round = await findRoundRow(db, id);
  if (!round) throw notFound('Round not found');
  return round;
}

export async function playerName(db: Db, userId: number): Promise<string> {
  return (await findUserById(db, userId))?.username ?? `#${userId}`;
}

/** An admin takes a round out of the club index, with a reason; bringing it back is another audited entry. */
export async function setRoundExcluded({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, roundId: number, reason: string | null): Promise<{ success: true }> {
  const round = await findRoundOrThrow(db, roundId);
  const name = await playerName(db, round.user_id);
  await inTransaction(db, async (trx) => {
    const exclusion = reason === null ? null : { by: admin.id, at: clock.now().toISOString(), reason };
    if (!(await setRoundExclusion(trx, round.id, exclusion))) {
      throw new AppError('CONFLICT', reason === null ? 'This round is not excluded.' : 'This round is already excluded.');
    }
    await recordAudit(trx, {
      actorId: admin.id,
      action: reason === null ? 'round.include' : 'round.exclude',
      entityType: 'match',
      entityId: round.match_id,
      summary: reason === null ? `Counted ${name}'s round #${round.id} again` : `Excluded ${name}'s round #${round.id}: ${reason}`,
      at: clock.now(),
    });
  });
  return { success: true };
}

// What the modules that hold rounds (matches today, tournaments next) read and change of them:
// scores are written only through recordHoleScore.
export {
  attestRoundRow,
  confirmRoundRow,
  countAttestedRoundsOfMatch,
  disputeRoundRow,
  settleDisputeRow,
  setRoundExclusion,
  withdrawAttestationsBy,
  deleteRoundRow,
  listCountingRoundRowsBetween,
  listDisputedRoundRows,
  listRoundRowsOfMatch,
  listRoundRowsOfMatches,
  listRoundRowsOfUser,
  listRoundRowsOfUsers,
  listScoresOfUsers,
  listMatchesWithOpenRoundsOf,
  listScoresOf,
  type RoundWithMatch,
} from './rounds.repository';
export { countHolesOfMatches, deleteScoresOf, listCardsScoredSince, listRecordersOf, listScoreRows, type ScoreRow } from './scores.repository';

/** The round of a one-player match (a tournament card), or undefined before its snapshot. */
export async function findRoundOfMatch(db: Db, matchId: number): Promise<RoundWithMatch | undefined> {
  const [round] = await listRoundRowsOfMatch(db, matchId);
  return round;
}

/** Whether a player's round in a match has begun (its first score fixed what it is played with). */
export async function hasRound(db: Db, matchId: number, userId: number): Promise<boolean> {
  return (await listRoundRowsOfMatch(db, matchId)).some((round) => round.user_id === userId);
}

/** A round's snapshot fixed before any score (a tournament card, opened before the first shot); a second call keeps the first. */
export async function fixRoundSnapshot(trx: Db, snapshot: NewRoundRow): Promise<void> {
  await insertRoundRowOnce(trx, snapshot);
}

export interface HoleScore {
  matchId: number;
  userId: number;
  hole: number;
  score: number;
  notes: string | null;
  recordedBy: number;
  at: string;
  /** The hole's score before this one, read in the same transaction, or null for a first score. */
  previous: number | null;
  /** The round's snapshot when this is the player's first score on a golf round; null otherwise. */
  snapshot: NewRoundRow | null;
}

/**
 * The one writer of scores. Run inside the caller's transaction, after the caller read what decides
 * the write: a first score fixes the round's snapshot (a concurrent first score keeps the one already
 * there), the score replaces any earlier one for the hole, and a changed score withdraws the round's
 * attestation. True when an attestation was withdrawn.
 */
export async function recordHoleScore(trx: Db, hole: HoleScore): Promise<{ attestationWithdrawn: boolean }> {
  if (hole.snapshot) await insertRoundRowOnce(trx, hole.snapshot);
  await upsertScoreRow(trx, {
    match_id: hole.matchId,
    user_id: hole.userId,
    hole: hole.hole,
    score: hole.score,
    notes: hole.notes,
    recorded_by: hole.recordedBy,
    recorded_at: hole.at,
  });
  if (hole.recordedBy !== hole.userId) await markNeedsConfirmation(trx, hole.matchId, hole.userId);
  const changed = hole.previous !== null && hole.previous !== hole.score;
  return { attestationWithdrawn: changed && (await clearRoundAttestation(trx, hole.matchId, hole.userId)) };
}
