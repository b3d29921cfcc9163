import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { EntryAnswer } from '../../../shared/tournaments/tournament.schema';
import { AppError } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { TournamentRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { mayTakeAPlace } from '../membership/place-eligibility';
import { chargeFee, reverseFee } from '../statements/fees.service';
import { assertAccountOpen } from '../users/users.service';
import { countEntered, findEntryRow, listWaitingEntries, setEntryStatus, upsertEntryRow, waitlistPositionOf } from './entries.repository';
import { type EntryNotice, sendEntryNotice } from './tournament.mail';
import { entryRefusal, findTournamentOrThrow } from './tournaments.service';
import { boardChanged } from './board-changes.service';

const feeOf = (row: TournamentRow) => ({ kind: 'Tournament entry fee', title: row.name });

async function charge(trx: Db, row: TournamentRow, userId: number, actorId: number, at: string): Promise<number | null> {
  return row.fee_cents ? chargeFee(trx, feeOf(row), row.fee_cents, userId, actorId, at) : null;
}

/**
 * A member enters (a place while there is one, with the fee, else the waitlist) or withdraws (the
 * fee returned, the next waiting member promoted with theirs), until entries close. Decided in one
 * transaction, so places, positions and fees hold when many answer at once. Answering again changes nothing.
 */
export async function answerEntry(deps: AppDeps, member: SessionUser, tournamentId: number, enter: boolean): Promise<EntryAnswer> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const { row, notices } = await inTransaction(deps.db, async (trx) => {
    await assertAccountOpen(trx, member.id);
    const tournament = await findTournamentOrThrow(trx, tournamentId);
    const existing = await findEntryRow(trx, tournamentId, member.id);
    const holding = existing !== undefined && existing.status !== 'withdrawn';
    if (enter) {
      if (holding) return { row: tournament, notices: [] };
      const refusal = await entryRefusal(trx, tournament, member.id, now);
      if (refusal) throw new AppError('BAD_REQUEST', refusal);
      const hasPlace = tournament.capacity === null || (await countEntered(trx, tournamentId)) < tournament.capacity;
      const chargeId = hasPlace ? await charge(trx, tournament, member.id, member.id, at) : null;
      await upsertEntryRow(trx, { tournament_id: tournamentId, user_id: member.id, status: hasPlace ? 'entered' : 'waitlisted', asked_at: at, updated_at: at, charge_entry_id: chargeId });
      const notice: EntryNotice = { kind: hasPlace ? 'entered' : 'waitlisted', userId: member.id };
      return { row: tournament, notices: [notice] };
    }
    if (!holding) return { row: tournament, notices: [] };
    if (now.getTime() >= Date.parse(tournament.entries_close_at)) throw new AppError('BAD_REQUEST', 'Entries have closed: ask the committee if you cannot play.');
    await setEntryStatus(trx, existing.id, 'withdrawn', null, at);
    if (existing.status !== 'entered') return { row: tournament, notices: [] };
    if (existing.charge_entry_id !== null) await reverseFee(trx, feeOf(tournament), existing.charge_entry_id, member.id, at);
    return { row: tournament, notices: await promote(trx, tournament, member.id, now) };
  }, { oneAtATime: `tournament-field:${tournamentId}` });
  // Entrants are the board's rows.
  await boardChanged(deps.db, tournamentId);
  for (const notice of notices) await sendEntryNotice(deps, row, notice);
  const mine = await findEntryRow(deps.db, tournamentId, member.id);
  const status = mine?.status ?? 'withdrawn';
  return { status, position: mine && status === 'waitlisted' ? await waitlistPositionOf(deps.db, tournamentId, mine.id) : null };
}

/** Free places go down the waitlist in order, passing over deleted and lapsed members; each promoted member is charged and told. */
async function promote(trx: Db, tournament: TournamentRow, actorId: number, now: Date): Promise<EntryNotice[]> {
  if (tournament.capacity === null) return [];
  let free = tournament.capacity - (await countEntered(trx, tournament.id));
  const notices: EntryNotice[] = [];
  for (const next of await listWaitingEntries(trx, tournament.id)) {
    if (free <= 0) break;
    if (!(await mayTakeAPlace(trx, next, now))) continue;
    const chargeId = await charge(trx, tournament, next.user_id, actorId, now.toISOString());
    await setEntryStatus(trx, next.id, 'entered', chargeId, now.toISOString());
    notices.push({ kind: 'promoted', userId: next.user_id });
    free -= 1;
  }
  return notices;
}
