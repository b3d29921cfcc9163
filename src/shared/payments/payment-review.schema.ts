import { z } from 'zod';
import { PAYMENT_REVIEW_REASON_KEYS } from './payment-review';

/** A payment kept for an admin to look at (Payments to Review). */
export const paymentReviewSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  amountCents: z.number().nullable(),
  currency: z.string().nullable(),
  reason: z.enum(PAYMENT_REVIEW_REASON_KEYS),
  reasonText: z.string(),
  applicationId: z.number().nullable(),
  status: z.enum(['open', 'refunding', 'refunded']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type PaymentReview = z.infer<typeof paymentReviewSchema>;
