import { notifyPaidApplicant } from '../applications/applicant-mail.service';
import {
  findApplicationById,
  findApplicationByPaymentSession,
  findLatestApplicationByEmail,
  markPaidIfUnpaid,
} from '../applications/applications.repository';
import { getClubSettings } from '../../club/club-settings.service';
import { completeMembershipCheckout } from './membership-checkout.service';
import { membershipOfferOf } from '../applications/founding-places';
import type { MembershipOffer } from '../../../../shared/membership/membership.schema';
import { findMembershipCheckout } from '../membership.repository';
import type { Db } from '../../../platform/db/db';
import type { PaymentReviewReason } from '../../../../shared/payments/payment-review';
import type { ApplicationRow } from '../../../platform/db/schema';
import type { AppDeps } from '../../../platform/deps/deps';
import { sendPaymentReviewNotice } from '../payment-reviews/payment-review-mail';
import type { PaymentProvider, ProviderEvent, ProviderSession } from '../../../platform/payment-provider/payment-provider';
import { findPaymentReviewBySession, insertPaymentReviewIfNew } from '../payment-reviews/payment-reviews.repository';
import { insertWebhookEventIfNew } from './webhook-events.repository';
import { inTransaction } from '../../../platform/db/transaction';

export type PaymentOutcome = 'membership' | 'review' | 'ignored';

/**
 * Why a paid session does not count as this application's membership fee, or null when it does:
 * it must come from the club's own checkout (our payment link, or a reference to the
 * application), in the club's currency, for at least the price, for an application that is not
 * rejected and not paid already.
 */
function mismatch(
  session: ProviderSession,
  application: ApplicationRow | undefined,
  provider: PaymentProvider,
  currency: string,
  offer: MembershipOffer,
): PaymentReviewReason | null {
  if (!application) return 'no-application';
  if (application.status === 'rejected') return 'rejected-application';
  if (application.paid) return 'already-paid';
  const ours = session.checkoutId === provider.ownCheckoutId() || session.clientReferenceId === `application-${application.id}`;
  if (!ours) return 'not-our-checkout';
  if (session.currency !== currency) return 'wrong-currency';
  const paid = session.amountCents ?? 0;
  if (paid < Math.round(offer.price * 100)) {
    // Paid the founding price while the last places went to others (payments race).
    return offer.foundingPlacesLeft === 0 && paid >= Math.round(offer.foundingPrice * 100) ? 'founding-places-taken' : 'amount-too-low';
  }
  return null;
}

async function latestApplication(db: Db, email: string): Promise<ApplicationRow | undefined> {
  return (await findLatestApplicationByEmail(db, email, { unpaidOnly: true })) ?? (await findLatestApplicationByEmail(db, email));
}

/**
 * The one road for a verified payment, used by the payment page, the webhook and the test
 * checkout. In one transaction: the event id (if any) is recorded once, then the session either
 * becomes one application's membership fee (unpaid -> paid, once) or is kept for review, once.
 * The e-mails follow the commit.
 */
export async function recordVerifiedPayment(
  deps: AppDeps,
  session: ProviderSession,
  event?: Pick<ProviderEvent, 'id' | 'type'>,
): Promise<{ outcome: PaymentOutcome; transitioned: boolean }> {
  const provider = deps.payments;
  if (!provider) return { outcome: 'ignored', transitioned: false };
  // A checkout the club opened for a member (renewal, balance) has its own road.
  const checkout = await findMembershipCheckout(deps.db, session.id);
  if (checkout) return { outcome: await completeMembershipCheckout(deps, checkout, session, event), transitioned: false };
  const settings = await getClubSettings(deps.db);
  const now = deps.clock.now().toISOString();
  const result = await inTransaction(deps.db, async (trx) => {
    if (event && !(await insertWebhookEventIfNew(trx, event.id, event.type, now))) return { outcome: 'ignored' as const };
    if (session.paymentStatus !== 'paid' || !session.email) return { outcome: 'ignored' as const };
    if (await findApplicationByPaymentSession(trx, session.id)) return { outcome: 'membership' as const };
    if (await findPaymentReviewBySession(trx, session.id)) return { outcome: 'review' as const };
    const application = await latestApplication(trx, session.email);
    // Counted inside the transaction, which SQLite serialises: racing payments never exceed the cap.
    const offer = await membershipOfferOf(trx, settings);
    const reason = mismatch(session, application, provider, deps.config.CLUB_CURRENCY, offer);
    if (reason) {
      const added = await insertPaymentReviewIfNew(trx, {
        session_id: session.id,
        email: session.email,
        amount_cents: session.amountCents,
        currency: session.currency,
        reason,
        application_id: application?.id ?? null,
        created_at: now,
      });
      return { outcome: 'review' as const, newReview: added ? reason : null };
    }
    if (!application) return { outcome: 'ignored' as const };
    const changed = await markPaidIfUnpaid(trx, application.id, {
      paidAt: now,
      amountCents: session.amountCents,
      sessionId: session.id,
      founding: offer.foundingPlacesLeft > 0,
    });
    return { outcome: 'membership' as const, paidApplicationId: changed ? application.id : null };
  });
  if ('newReview' in result && result.newReview) {
    deps.log.warn({ reason: result.newReview }, 'payment kept for review');
    await sendPaymentReviewNotice(deps, session, result.newReview);
  }
  const paidId = 'paidApplicationId' in result ? result.paidApplicationId : null;
  if (paidId) {
    const application = await findApplicationById(deps.db, paidId);
    if (application) await notifyPaidApplicant(deps, application);
  }
  return { outcome: result.outcome, transitioned: Boolean(paidId) };
}
