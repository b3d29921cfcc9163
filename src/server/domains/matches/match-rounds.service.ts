import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { DisputedCard } from '../../../shared/golf/golf.schema';
import { AppError, forbidden } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { loadRoundRecords } from '../golf/club-index.service';
import {
  attestRoundRow,
  confirmRoundRow,
  disputeRoundRow,
  findRoundOrThrow,
  listDisputedRoundRows,
  listRecordersOf,
  playerName,
  type RoundWithMatch,
  settleDisputeRow,
} from '../rounds/rounds.service';
import { matchClock, readMatch } from './matches.service';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

async function finishedRecord(db: Db, round: RoundWithMatch) {
  const [record] = await loadRoundRecords(db, [round]);
  if (!record || record.adjustedGross === null) throw new AppError('BAD_REQUEST', 'This round is not finished: every hole needs a score before it can be attested.');
  return record;
}

/**
 * A finished round counts for the club index once someone stands behind it besides its player: another
 * player of the match who entered none of its scores, or an admin (audited), after the round started.
 * Two partners attesting at once: one attestation, the other told it is done. Decided in the
 * transaction that writes it.
 */
export async function attestRound(deps: Deps, viewer: SessionUser, roundId: number): Promise<{ success: true }> {
  const at = await matchClock(deps);
  const now = at.now;
  await inTransaction(deps.db, async (trx) => {
    const round = await findRoundOrThrow(trx, roundId);
    if (round.user_id === viewer.id) throw forbidden('You cannot attest your own round: ask another player in the match.');
    const match = await readMatch(trx, viewer, round.match_id, at);
    const isAdmin = viewer.memberType === 'admin';
    if (!isAdmin && !match.viewer.isParticipant) throw forbidden('Only another player in this match, or an admin, can attest this round.');
    if (!isAdmin && (await listRecordersOf(trx, round.match_id, round.user_id)).includes(viewer.id)) {
      throw forbidden('You entered scores on this card, so another player in the match (or an admin) must attest it.');
    }
    if (!match.viewer.roundStarted) throw new AppError('CONFLICT', 'This round has not started yet.');
    const record = await finishedRecord(trx, round);
    if (round.excluded_at !== null) throw new AppError('CONFLICT', 'This round is excluded from the club index.');
    if (round.disputed_at !== null) throw new AppError('CONFLICT', 'This card is disputed by its player: the committee decides it.');
    if (!(await attestRoundRow(trx, round.id, viewer.id, now.toISOString()))) throw new AppError('CONFLICT', 'This round is already attested.');
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'round.attest',
      entityType: 'match',
      entityId: round.match_id,
      summary: `Attested ${await playerName(trx, round.user_id)}'s round of ${record.card.gross} (round #${round.id})${isAdmin && !match.viewer.isParticipant ? ' as an admin' : ''}`,
      at: now,
    });
  });
  return { success: true };
}

async function ownCardEnteredByOthers(db: Db, viewer: SessionUser, roundId: number): Promise<RoundWithMatch> {
  const round = await findRoundOrThrow(db, roundId);
  if (round.user_id !== viewer.id) throw forbidden('Only the player can confirm or dispute their card.');
  if (round.needs_confirmation !== 1) throw new AppError('CONFLICT', 'You entered this card yourself: there is nothing to confirm.');
  return round;
}

/** The player confirms the card someone else entered for them: with an attestation, it counts. */
export async function confirmRound({ db, clock }: Deps, viewer: SessionUser, roundId: number): Promise<{ success: true }> {
  await inTransaction(db, async (trx) => {
    const round = await ownCardEnteredByOthers(trx, viewer, roundId);
    if (round.disputed_at !== null) throw new AppError('CONFLICT', 'You disputed this card: the committee decides it now.');
    await finishedRecord(trx, round);
    if (!(await confirmRoundRow(trx, round.id, clock.now().toISOString()))) throw new AppError('CONFLICT', 'You have already confirmed this card.');
    await recordAudit(trx, { actorId: viewer.id, action: 'round.confirm', entityType: 'match', entityId: round.match_id, summary: `Confirmed the card entered for them (round #${round.id})`, at: clock.now() });
  });
  return { success: true };
}

/** The player disputes the card someone else entered for them: it does not count until the committee decides. */
export async function disputeRound({ db, clock }: Deps, viewer: SessionUser, roundId: number, reason: string): Promise<{ success: true }> {
  await inTransaction(db, async (trx) => {
    const round = await ownCardEnteredByOthers(trx, viewer, roundId);
    if (!(await disputeRoundRow(trx, round.id, clock.now().toISOString(), reason))) throw new AppError('CONFLICT', 'This card is already disputed.');
    await recordAudit(trx, { actorId: viewer.id, action: 'round.dispute', entityType: 'match', entityId: round.match_id, summary: `Disputed the card entered for them (round #${round.id}): ${reason}`, at: clock.now() });
  });
  return { success: true };
}

/** The committee lets a disputed card stand (to take it out instead, an admin excludes the round). */
export async function settleDispute({ db, clock }: Deps, admin: SessionUser, roundId: number): Promise<{ success: true }> {
  await inTransaction(db, async (trx) => {
    const round = await findRoundOrThrow(trx, roundId);
    if (!(await settleDisputeRow(trx, round.id, clock.now().toISOString()))) throw new AppError('CONFLICT', 'This card is not disputed.');
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'round.settle_dispute',
      entityType: 'match',
      entityId: round.match_id,
      summary: `Let ${await playerName(trx, round.user_id)}'s disputed card stand (round #${round.id})`,
      at: clock.now(),
    });
  });
  return { success: true };
}

/** The committee's list: every disputed card not yet decided, with who entered it and why its player disputes it. */
export async function listDisputedCards(db: Db): Promise<DisputedCard[]> {
  const rows = await listDisputedRoundRows(db);
  const records = await loadRoundRecords(db, rows);
  const players = new Map(rows.map((row) => [row.id, row.username]));
  return Promise.all(
    records.map(async ({ row, card }) => {
      const recorders = await listRecordersOf(db, row.match_id, row.user_id);
      const enteredBy = await Promise.all(recorders.filter((id) => id !== row.user_id).map((id) => playerName(db, id)));
      return {
        roundId: row.id,
        matchId: row.match_id,
        date: row.date,
        time: row.time,
        player: players.get(row.id) ?? '',
        course: `${row.course_name}, ${row.tee_name}`,
        gross: card.gross,
        enteredBy,
        reason: row.dispute_reason ?? '',
        disputedAt: row.disputed_at ?? '',
      };
    }),
  );
}
