export const PAYMENT_REVIEW_REASON_KEYS = [
  'not-our-checkout',
  'wrong-currency',
  'amount-too-low',
  'rejected-application',
  'no-application',
  'already-paid',
  'founding-places-taken',
  'outside-renewal-window',
] as const;
export type PaymentReviewReason = (typeof PAYMENT_REVIEW_REASON_KEYS)[number];

/** How each reason reads for an admin. */
export const PAYMENT_REVIEW_REASONS: Record<PaymentReviewReason, string> = {
  'not-our-checkout': 'Not paid through the club’s own checkout',
  'wrong-currency': 'Paid in another currency',
  'amount-too-low': 'Less than the membership price',
  'rejected-application': 'The application was rejected',
  'no-application': 'No application with this e-mail',
  'already-paid': 'The application was already paid',
  'founding-places-taken': 'Paid the founding price after the founding places were taken',
  'outside-renewal-window': 'A renewal paid before the renewal window opened (the membership already ran further ahead)',
};
