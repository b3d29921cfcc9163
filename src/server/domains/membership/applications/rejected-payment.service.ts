import type { SessionUser } from '../../../../shared/auth/auth.schema';
import { formatCents } from '../../../../shared/statements/statement.schema';
import { getClubSettings } from '../../club/club-settings.service';
import type { ApplicationRow } from '../../../platform/db/schema';
import type { AppDeps } from '../../../platform/deps/deps';
import { sendMail } from '../../../platform/mail/mail.service';
import { applicationRefundedEmail } from './application-refunded.template';
import { findPaymentReviewBySession, insertPaymentReviewIfNew } from '../payment-reviews/payment-reviews.repository';
import { refundPaymentReview } from '../payment-reviews/payment-reviews.service';

export type RejectedRefund = 'refunded' | 'kept-for-review' | 'none';

/**
 * A paid application was rejected: its payment goes back through the provider. The payment is
 * put on Payments to Review first, so a refund the provider refuses stays there for the admin to
 * try again; a refund that went through e-mails the applicant.
 */
export async function refundRejectedApplication(deps: AppDeps, admin: SessionUser, application: ApplicationRow): Promise<RejectedRefund> {
  if (!application.paid || !application.payment_session_id) return 'none';
  const sessionId = application.payment_session_id;
  await insertPaymentReviewIfNew(deps.db, {
    session_id: sessionId,
    email: application.email,
    amount_cents: application.amount_paid_cents,
    currency: deps.config.CLUB_CURRENCY,
    reason: 'rejected-application',
    application_id: application.id,
    created_at: deps.clock.now().toISOString(),
  });
  const review = await findPaymentReviewBySession(deps.db, sessionId);
  if (!review) return 'kept-for-review';
  // Rejected again after the refund went through: nothing more to give back or tell.
  if (review.status === 'refunded') return 'refunded';
  try {
    await refundPaymentReview(deps, admin, review.id);
  } catch (error) {
    deps.log.warn({ applicationId: application.id, err: error instanceof Error ? error.message : String(error) }, 'refund of a rejected application failed; kept for review');
    return 'kept-for-review';
  }
  const { clubName } = await getClubSettings(deps.db);
  await sendMail(
    deps,
    applicationRefundedEmail({
      clubName,
      to: application.email,
      firstName: application.first_name,
      amount: application.amount_paid_cents === null ? 'your payment' : formatCents(application.amount_paid_cents),
    }),
  );
  return 'refunded';
}
