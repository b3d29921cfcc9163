export type PaymentReviewReason = 'not-our-checkout' | 'wrong-currency' | 'amount-too-low' | 'rejected-application' | 'no-application' | 'already-paid' | 'founding-places-taken';

/** How each reason reads for an admin. */
export const PAYMENT_REVIEW_REASONS: Record<PaymentReviewReason, string> = {
  'not-our-checkout': 'Not paid through the club’s own checkout',
  'wrong-currency': 'Paid in another currency',
  'amount-too-low': 'Less than the membership price',
  'rejected-application': 'The application was rejected',
  'no-application': 'No application with this e-mail',
  'already-paid': 'The application was already paid',
  'founding-places-taken': 'Paid the founding price after the founding places were taken',
};

export interface PaymentReview {
  id: number;
  email: string | null;
  amountCents: number | null;
  currency: string | null;
  reason: PaymentReviewReason;
  reasonText: string;
  applicationId: number | null;
  status: 'open' | 'refunding' | 'refunded';
  createdAt: string;
  resolvedAt: string | null;
}
