import type { SessionUser } from '../../../shared/auth/auth.schema';
import { type AccountEntry, type EntryReversal, formatCents } from '../../../shared/statements/statement.schema';
import { AppError, notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { AppDeps } from '../../platform/deps/deps';
import { findUserById } from '../users/users.service';
import { findAccountEntry, insertAccountEntry } from './account-entries.repository';
import { toAccountEntry } from './statements.service';
import { inTransaction } from '../../platform/db/transaction';

const ALREADY_REVERSED = 'This entry has already been reversed.';

/**
 * An admin cancels a wrong charge or payment with a reversing entry (never a delete), so the
 * statement keeps both and the balance is as if it never happened. Each entry is reversed once:
 * a unique index decides when two admins race.
 */
export async function reverseAccountEntry(deps: Pick<AppDeps, 'db' | 'clock'>, actor: SessionUser, input: EntryReversal): Promise<AccountEntry> {
  const now = deps.clock.now().toISOString();
  try {
    return await inTransaction(deps.db, async (trx) => {
      const entry = await findAccountEntry(trx, input.entryId);
      if (!entry) throw notFound('Entry not found.');
      if (entry.kind === 'reversal') throw new AppError('BAD_REQUEST', 'A reversal cannot be reversed: record a new charge or payment instead.');
      const row = await insertAccountEntry(trx, {
        user_id: entry.user_id,
        kind: 'reversal',
        amount_cents: entry.amount_cents,
        description: input.reason,
        reference: null,
        occurred_at: now,
        created_by: actor.id,
        created_at: now,
        reverses_id: entry.id,
      });
      const member = await findUserById(trx, entry.user_id);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'account.reverse',
        entityType: 'member',
        entityId: entry.user_id,
        summary: `Reversed "${entry.description}" (${formatCents(entry.amount_cents)}) on the account of "${member?.username ?? entry.user_id}": ${input.reason}`,
        at: new Date(now),
      });
      return toAccountEntry(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_REVERSED);
    throw error;
  }
}
