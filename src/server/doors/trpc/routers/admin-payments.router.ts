import { z } from 'zod';
import { paymentReviewSchema } from '../../../../shared/payments/payment-review.schema';
import { idParamSchema } from '../../../../shared/record-id.schema';
import { adminProcedure, router } from '../trpc';
import { listPaymentReviews, refundPaymentReview } from '../../../domains/membership/payment-reviews/payment-reviews.service';

/** admin.payments.*: payments kept for review, and their refunds. */
export const adminPaymentsRouter = router({
  reviews: adminProcedure.output(z.array(paymentReviewSchema)).query(({ ctx }) => listPaymentReviews(ctx)),
  refund: adminProcedure.input(idParamSchema).output(paymentReviewSchema).mutation(({ ctx, input }) => refundPaymentReview(ctx, ctx.user, input.id)),
});
