import { formatCents } from '../../../shared/statements/statement.schema';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import { findUserById } from '../users/users.service';
import { findAccountEntry, insertAccountEntry } from './account-entries.repository';

/** What a fee is for, as the member's statement and the audit log name it (an event's, a tournament's entry). */
export interface FeeSubject {
  /** "Entry fee" */
  kind: string;
  /** The event or tournament, e.g. "Winter Scramble". */
  title: string;
}

/** Posts a fee as a charge on the member's account, in the caller's transaction; audited. The entry's id. */
export async function chargeFee(trx: Db, subject: FeeSubject, cents: number, userId: number, actorId: number, at: string): Promise<number> {
  const entry = await insertAccountEntry(trx, {
    user_id: userId,
    kind: 'charge',
    amount_cents: cents,
    description: `${subject.kind}: ${subject.title}`,
    reference: null,
    occurred_at: at,
    created_by: actorId,
    created_at: at,
  });
  const member = await findUserById(trx, userId);
  await recordAudit(trx, {
    actorId,
    action: 'account.charge',
    entityType: 'member',
    entityId: userId,
    summary: `Charged the ${subject.kind.toLowerCase()} of "${subject.title}" (${formatCents(cents)}) to "${member?.username ?? userId}"`,
    at: new Date(at),
  });
  return entry.id;
}

/** Cancels a fee charge with a reversing entry (never a delete), in the caller's transaction; audited. */
export async function reverseFee(trx: Db, subject: FeeSubject, chargeId: number, actorId: number, at: string, why = `${subject.kind} returned`): Promise<void> {
  const charge = await findAccountEntry(trx, chargeId);
  if (!charge) return;
  await insertAccountEntry(trx, {
    user_id: charge.user_id,
    kind: 'reversal',
    amount_cents: charge.amount_cents,
    description: `${why}: ${subject.title}`,
    reference: null,
    occurred_at: at,
    created_by: actorId,
    created_at: at,
    reverses_id: charge.id,
  });
  const member = await findUserById(trx, charge.user_id);
  await recordAudit(trx, {
    actorId,
    action: 'account.reverse',
    entityType: 'member',
    entityId: charge.user_id,
    summary: `Returned the ${subject.kind.toLowerCase()} of "${subject.title}" (${formatCents(charge.amount_cents)}) to "${member?.username ?? charge.user_id}"`,
    at: new Date(at),
  });
}
