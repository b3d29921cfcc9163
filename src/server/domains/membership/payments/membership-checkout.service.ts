import type { SessionUser } from '../../../../shared/auth/auth.schema';
import { clubMonth } from '../../../../shared/club-time';
import type { CheckoutLink, CheckoutOutcome } from '../../../../shared/membership/membership.schema';
import { NOTHING_DUE_MESSAGE } from '../../../../shared/membership/membership.schema';
import { membershipStandingOn, type RenewalRules } from '../../../../shared/membership/membership-standing';
import { formatCalendarDay } from '../../../../shared/zoned-time';
import { formatCents } from '../../../../shared/statements/statement.schema';
import { AppError, notFound } from '../../../platform/core/app-error';
import { returnAddress } from '../../../platform/config/return-address';
import { recordAudit } from '../../../platform/audit/audit.service';
import { getClubSettings } from '../../club/club-settings.service';
import type { MembershipCheckoutPurpose, UserRow } from '../../../platform/db/schema';
import type { AppDeps } from '../../../platform/deps/deps';
import { sendMail } from '../../../platform/mail/mail.service';
import { membershipReceiptEmail } from './membership-receipt.template';
import type { ProviderEvent, ProviderSession } from '../../../platform/payment-provider/payment-provider';
import { insertPaymentReviewIfNew } from '../payment-reviews/payment-reviews.repository';
import { insertWebhookEventIfNew } from './webhook-events.repository';
import { insertAccountEntry } from '../../statements/account-entries.service';
import { getStatementPdf } from '../../statements/statements.service';
import { requireUser } from '../../users/require-user';
import { membershipAccountOf, writePaidThrough } from '../../users/users.service';
import { extendedPaidThrough } from '../membership-status';
import { balanceDueCents, clubTodayOf, renewalPriceOf } from '../membership.service';
import { completeCheckoutRow, findMembershipCheckout, insertMembershipCheckout, type MembershipCheckoutRow } from '../membership.repository';
import { inTransaction } from '../../../platform/db/transaction';

const PAYMENTS_OFF = 'Online payment is not available right now. Please contact the club.';

interface CheckoutOrder {
  purpose: MembershipCheckoutPurpose;
  amountCents: number;
  description: string;
  /** The origin of the request that opened it: the payer comes back to it on this machine (see returnAddress). */
  origin: string | null;
}

async function openCheckout(deps: AppDeps, user: UserRow, { purpose, amountCents, description, origin }: CheckoutOrder): Promise<CheckoutLink> {
  if (!deps.payments) throw new AppError('NOT_FOUND', PAYMENTS_OFF);
  const base = returnAddress(deps.config, origin);
  const { id, url } = await deps.payments.createCheckout({
    amountCents,
    currency: deps.config.CLUB_CURRENCY,
    description,
    email: user.email,
    reference: `${purpose}-${user.id}`,
    successUrl: `${base}/member/statements?checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/member/statements`,
  });
  await insertMembershipCheckout(deps.db, {
    id,
    user_id: user.id,
    purpose,
    amount_cents: amountCents,
    currency: deps.config.CLUB_CURRENCY,
    created_at: deps.clock.now().toISOString(),
    completed_at: null,
  });
  return { url };
}

const longDay = (day: string) => formatCalendarDay(day, 'en-US', 'longDate');

/**
 * Why this member may not renew today, or null: admins never lapse, and Renew opens with the
 * renewal window (the club's expiring warning) as the pages show it, from the same standing.
 */
function renewalRefusal(user: UserRow, today: string, rules: RenewalRules): string | null {
  if (user.member_type === 'admin') return 'Admins have no membership to renew: they never lapse.';
  const standing = membershipStandingOn(membershipAccountOf(user), today, rules);
  if (!standing.canRenew && standing.renewalDate !== null && standing.renewalOpensOn !== null) {
    return `Your membership is paid through ${longDay(standing.renewalDate)}. Renewal opens on ${longDay(standing.renewalOpensOn)}.`;
  }
  return null;
}

/** POST /api/membership/renew: a checkout for a year at the member's renewal price. */
export async function openRenewal(deps: AppDeps, member: SessionUser, origin: string | null): Promise<CheckoutLink> {
  const user = await requireUser(deps.db, member.id);
  const settings = await getClubSettings(deps.db);
  const refusal = renewalRefusal(user, clubTodayOf(deps, settings), settings);
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  const priceCents = Math.round(renewalPriceOf(user, settings) * 100);
  return openCheckout(deps, user, { purpose: 'renewal', amountCents: priceCents, description: `${settings.clubName} membership, one year`, origin });
}

/** POST /api/statements/pay: a checkout for exactly what is due now. */
export async function openBalancePayment(deps: AppDeps, member: SessionUser, origin: string | null): Promise<CheckoutLink> {
  const user = await requireUser(deps.db, member.id);
  const dueCents = await balanceDueCents(deps.db, user.id);
  if (dueCents <= 0) throw new AppError('BAD_REQUEST', NOTHING_DUE_MESSAGE);
  const { clubName } = await getClubSettings(deps.db);
  return openCheckout(deps, user, { purpose: 'balance', amountCents: dueCents, description: `${clubName} account balance`, origin });
}

type Completion = { done: false } | { done: true; user: UserRow; paidThrough: string | null; occurredAt: string };

/**
 * A paid session for a checkout the club opened: the renewal or the balance is recorded once,
 * however many times and in whatever order the return page and the webhook report it.
 */
export async function completeMembershipCheckout(
  deps: AppDeps,
  checkout: MembershipCheckoutRow,
  session: ProviderSession,
  event?: Pick<ProviderEvent, 'id' | 'type'>,
): Promise<'membership' | 'review' | 'ignored'> {
  const now = deps.clock.now().toISOString();
  const settings = await getClubSettings(deps.db);
  let outcome: 'membership' | 'review' | 'ignored' = 'ignored';
  const result = await inTransaction(deps.db, async (trx): Promise<Completion> => {
    if (event && !(await insertWebhookEventIfNew(trx, event.id, event.type, now))) return { done: false };
    if (session.paymentStatus !== 'paid') return { done: false };
    if (session.currency !== checkout.currency || session.amountCents === null || session.amountCents < checkout.amount_cents) {
      outcome = 'review';
      await insertPaymentReviewIfNew(trx, {
        session_id: session.id,
        email: session.email,
        amount_cents: session.amountCents,
        currency: session.currency,
        reason: session.currency !== checkout.currency ? 'wrong-currency' : 'amount-too-low',
        application_id: null,
        created_at: now,
      });
      return { done: false };
    }
    outcome = 'membership';
    if (!(await completeCheckoutRow(trx, checkout.id, now))) return { done: false };
    const user = await requireUser(trx, checkout.user_id);
    const amount = formatCents(checkout.amount_cents);
    // The window is checked again as the payment arrives: several checkouts opened while it was open
    // must not each add a year. A renewal paid outside it waits for an admin (refund or credit).
    if (checkout.purpose === 'renewal' && renewalRefusal(user, clubTodayOf(deps, settings), settings) !== null) {
      outcome = 'review';
      await insertPaymentReviewIfNew(trx, {
        session_id: session.id,
        email: session.email ?? user.email,
        amount_cents: session.amountCents,
        currency: session.currency,
        reason: 'outside-renewal-window',
        application_id: null,
        created_at: now,
      });
      return { done: false };
    }
    if (checkout.purpose === 'renewal') {
      const paidThrough = extendedPaidThrough(user.paid_through, clubTodayOf(deps, settings));
      await writePaidThrough(trx, user.id, paidThrough);
      await insertAccountEntry(trx, {
        user_id: user.id,
        kind: 'membership_payment',
        amount_cents: checkout.amount_cents,
        description: `Membership renewal, paid through ${paidThrough}`,
        reference: session.id,
        occurred_at: now,
        created_by: null,
        created_at: now,
      });
      await recordAudit(trx, {
        actorId: user.id,
        action: 'membership.renew',
        entityType: 'member',
        entityId: user.id,
        summary: `Renewed online for ${amount}: paid through ${user.paid_through ?? 'none'} → ${paidThrough}`,
        at: new Date(now),
      });
      return { done: true, user, paidThrough, occurredAt: now };
    }
    await insertAccountEntry(trx, {
      user_id: user.id,
      kind: 'payment',
      amount_cents: checkout.amount_cents,
      description: 'Online payment',
      reference: session.id,
      occurred_at: now,
      created_by: null,
      created_at: now,
    });
    await recordAudit(trx, { actorId: user.id, action: 'account.payment', entityType: 'member', entityId: user.id, summary: `Paid ${amount} online`, at: new Date(now) });
    return { done: true, user, paidThrough: null, occurredAt: now };
  });
  if (result.done) await sendReceipt(deps, result.user, checkout, result.paidThrough, result.occurredAt);
  return outcome;
}

async function sendReceipt(deps: AppDeps, user: UserRow, checkout: MembershipCheckoutRow, paidThrough: string | null, occurredAt: string): Promise<void> {
  if (!user.email) return;
  const settings = await getClubSettings(deps.db);
  const month = clubMonth(occurredAt, settings.timeZone);
  const pdf = await getStatementPdf(deps.db, user.id, month);
  await sendMail(
    deps,
    membershipReceiptEmail({
      clubName: settings.clubName,
      to: user.email,
      name: user.full_name ?? user.username,
      amount: formatCents(checkout.amount_cents),
      paidFor: paidThrough ? `your membership, now paid through ${paidThrough}` : 'your account balance',
      statement: { filename: `statement-${month}.pdf`, contentType: 'application/pdf', content: pdf },
    }),
  );
}

/** The return page: asks the provider about the member's own checkout and records it if paid. */
export async function confirmCheckout(deps: AppDeps, member: SessionUser, sessionId: string): Promise<CheckoutOutcome> {
  const checkout = await findMembershipCheckout(deps.db, sessionId);
  if (!checkout || checkout.user_id !== member.id) throw notFound('Payment not found.');
  if (checkout.completed_at) return { status: 'paid', purpose: checkout.purpose };
  if (!deps.payments) throw new AppError('NOT_FOUND', PAYMENTS_OFF);
  const session = await deps.payments.getSession(sessionId);
  if (!session) throw notFound('Payment not found.');
  const outcome = await completeMembershipCheckout(deps, checkout, session);
  return outcome === 'membership' ? { status: 'paid', purpose: checkout.purpose } : { status: 'pending' };
}
