import type { SessionUser } from '../../../shared/auth/auth.schema';
import { AppError, forbidden } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import { inTransaction } from '../../platform/db/transaction';
import { loadRoundRecords } from '../golf/club-index.service';
import { attestRoundRow, findRoundOrThrow, playerName } from '../rounds/rounds.service';
import { listParticipantRows } from './matches.repository';
import type { AppDeps } from '../../platform/deps/deps';

/**
 * A finished round counts for the club index once another player of the match, or an admin,
 * attests it. Two partners attesting at once: one attestation, the other told it is done.
 */
export async function attestRound({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser, roundId: number): Promise<{ success: true }> {
  const round = await findRoundOrThrow(db, roundId);
  if (round.user_id === viewer.id) throw forbidden('You cannot attest your own round: ask another player in the match.');
  const players = await listParticipantRows(db, [round.match_id]);
  if (viewer.memberType !== 'admin' && !players.some((p) => p.user_id === viewer.id)) {
    throw forbidden('Only another player in this match, or an admin, can attest this round.');
  }
  const [record] = await loadRoundRecords(db, [round]);
  if (!record || record.adjustedGross === null) throw new AppError('BAD_REQUEST', 'This round is not finished: every hole needs a score before it can be attested.');
  if (round.excluded_at !== null) throw new AppError('CONFLICT', 'This round is excluded from the club index.');
  const name = await playerName(db, round.user_id);
  await inTransaction(db, async (trx) => {
    if (!(await attestRoundRow(trx, round.id, viewer.id, clock.now().toISOString()))) throw new AppError('CONFLICT', 'This round is already attested.');
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'round.attest',
      entityType: 'match',
      entityId: round.match_id,
      summary: `Attested ${name}'s round of ${record.card.gross} (round #${round.id})`,
    });
  });
  return { success: true };
}
