import type { SessionUser } from '../../../../shared/auth/auth.schema';
import { PAYMENT_REVIEW_REASONS } from '../../../../shared/payments/payment-review';
import type { PaymentReview } from '../../../../shared/payments/payment-review.schema';
import { formatCents } from '../../../../shared/statements/statement.schema';
import { AppError, notFound } from '../../../platform/core/app-error';
import { recordAudit } from '../../../platform/audit/audit.service';
import type { AppDeps } from '../../../platform/deps/deps';
import { claimForRefund, finishRefund, findPaymentReview, listPaymentReviewRows, releaseRefundClaim } from './payment-reviews.repository';
import { inTransaction } from '../../../platform/db/transaction';

// The dashboard's count of payments waiting for an admin.
export { countOpenPaymentReviews } from './payment-reviews.repository';

type ReviewRow = NonNullable<Awaited<ReturnType<typeof findPaymentReview>>>;

function toPaymentReview(row: ReviewRow): PaymentReview {
  return {
    id: row.id,
    email: row.email,
    amountCents: row.amount_cents,
    currency: row.currency,
    reason: row.reason,
    reasonText: PAYMENT_REVIEW_REASONS[row.reason],
    applicationId: row.application_id,
    status: row.status,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}

/** Payments that did not count as a membership fee, newest first. */
export async function listPaymentReviews(deps: Pick<AppDeps, 'db'>): Promise<PaymentReview[]> {
  return (await listPaymentReviewRows(deps.db)).map(toPaymentReview);
}

/**
 * Gives the payment back through the provider, once: the review is claimed by one guarded
 * update (a second click or a second admin gets a conflict), the provider is asked with an
 * idempotency key, and the refund is audited. A provider failure leaves the review open.
 */
export async function refundPaymentReview(deps: AppDeps, admin: SessionUser, id: number): Promise<PaymentReview> {
  const review = await findPaymentReview(deps.db, id);
  if (!review) throw notFound('Payment not found.');
  if (!deps.payments) throw new AppError('CONFLICT', 'Online payment is off, so the refund must be made by hand.');
  if (!(await claimForRefund(deps.db, id))) throw new AppError('CONFLICT', 'This payment has already been refunded.');
  try {
    await deps.payments.refund(review.session_id, `refund-${review.session_id}`);
  } catch (error) {
    await releaseRefundClaim(deps.db, id);
    throw error instanceof AppError ? error : new AppError('INTERNAL', 'The payment provider did not accept the refund. Please try again.');
  }
  await inTransaction(deps.db, async (trx) => {
    await finishRefund(trx, id, admin.id, deps.clock.now().toISOString());
    const amount = review.amount_cents === null ? 'a payment' : formatCents(review.amount_cents);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'payment.refund',
      entityType: 'payment',
      entityId: id,
      summary: `Refunded ${amount} paid by ${review.email ?? 'an unknown payer'} (${PAYMENT_REVIEW_REASONS[review.reason]})`,
      at: deps.clock.now(),
    });
  });
  const refunded = await findPaymentReview(deps.db, id);
  if (!refunded) throw notFound('Payment not found.');
  return toPaymentReview(refunded);
}
