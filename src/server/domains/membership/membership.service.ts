import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { ClubSettings } from '../../../shared/club/club-settings.schema';
import { clubToday } from '../../../shared/club-time';
import { formatCents } from '../../../shared/statements/statement.schema';
import type { Membership, MembershipChangeResult, PaidThroughChange } from '../../../shared/membership/membership.schema';
import { AppError, notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import { getClubSettings } from '../club/club-settings.service';
import type { Db } from '../../platform/db/db';
import type { UserRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { insertAccountEntry, listAccountEntries } from '../statements/account-entries.service';
import { balanceOf } from '../statements/statement-ledger';
import { toAccountEntries } from '../statements/statements.service';
import { findUserById, membershipAccountOf, writePaidThrough } from '../users/users.service';
import { membershipStandingOn, membershipStatusOn } from '../../../shared/membership/membership-standing';
import { inTransaction } from '../../platform/db/transaction';

type ClockDeps = Pick<AppDeps, 'db' | 'clock'>;

// The dashboard's week ahead: renewals falling due, by day.
export { countRenewalsByDay } from './membership.repository';

export function clubTodayOf(deps: Pick<AppDeps, 'clock'>, settings: Pick<ClubSettings, 'timeZone'>): string {
  return clubToday(settings.timeZone, deps.clock.now());
}

/** Founding members renew at the founding price; everyone else at the regular yearly price. */
export function renewalPriceOf(user: Pick<UserRow, 'founding_member'>, settings: ClubSettings): number {
  return user.founding_member === 1 ? settings.membershipPrice : settings.regularPrice;
}

async function requireLiveUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deleted_at) throw notFound('Member not found.');
  return user;
}

export async function balanceDueCents(db: Db, userId: number): Promise<number> {
  return balanceOf(toAccountEntries(await listAccountEntries(db, userId)));
}

export async function getMembership(deps: ClockDeps, userId: number): Promise<Membership> {
  const [user, settings] = await Promise.all([requireLiveUser(deps.db, userId), getClubSettings(deps.db)]);
  return {
    ...membershipStandingOn(membershipAccountOf(user), clubTodayOf(deps, settings), settings),
    renewalPrice: renewalPriceOf(user, settings),
    balanceDue: Math.max(0, await balanceDueCents(deps.db, userId)) / 100,
  };
}

/** For the request hook: a standard member past the grace period. Admins never lapse. */
export async function isLapsed(deps: ClockDeps, user: SessionUser, paidThrough: string | null): Promise<boolean> {
  if (user.memberType === 'admin') return false;
  const settings = await getClubSettings(deps.db);
  return membershipStatusOn(paidThrough, clubTodayOf(deps, settings), settings) === 'lapsed';
}

/**
 * An admin sets a member's paid-through date by hand (cash or cheque, a gift, a correction). A
 * payment goes on the statement as dues charged and paid. Audited; undone by setting it again.
 */
export async function setPaidThrough(
  deps: ClockDeps,
  actor: SessionUser,
  userId: number,
  change: PaidThroughChange,
): Promise<MembershipChangeResult> {
  const settings = await getClubSettings(deps.db);
  const now = deps.clock.now().toISOString();
  await inTransaction(deps.db, async (trx) => {
    const user = await requireLiveUser(trx, userId);
    if (user.member_type === 'admin') throw new AppError('BAD_REQUEST', 'Admins have no paid-through date: they never lapse.');
    await writePaidThrough(trx, userId, change.paidThrough);
    const amountCents = change.amountPaid === undefined ? null : Math.round(change.amountPaid * 100);
    if (amountCents !== null) {
      await insertAccountEntry(trx, {
        user_id: userId,
        kind: 'membership_payment',
        amount_cents: amountCents,
        description: change.note ? `Membership dues (${change.note})` : 'Membership dues paid at the club',
        reference: null,
        occurred_at: now,
        created_by: actor.id,
        created_at: now,
      });
    }
    const details = [
      amountCents === null ? null : `paid ${formatCents(amountCents)}`,
      change.note ? `note: "${change.note}"` : null,
    ].filter(Boolean);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'membership.paid_through',
      entityType: 'member',
      entityId: userId,
      summary: `Set the paid-through date of "${user.username}" ${user.paid_through ?? 'none'} → ${change.paidThrough}${details.length ? ` (${details.join('; ')})` : ''}`,
      at: new Date(now),
    });
  });
  return { status: membershipStatusOn(change.paidThrough, clubTodayOf(deps, settings), settings), paidThrough: change.paidThrough };
}
