import { paymentLinkSchema, paymentModeSchema, testCheckoutResultSchema, testSessionPaidSchema, testSessionViewSchema, verifyPaymentResultSchema } from '../../../../shared/payments/payment.schema';
import { testCheckoutInputSchema, testSessionPaymentSchema, testSessionQuerySchema, verifyPaymentInputSchema } from '../../../../shared/payments/payment.schema';
import { publicProcedure, router } from '../trpc';
import { getPaymentLink, getTestSession, payTestCheckout, payTestSession, paymentMode, verifyPayment } from '../../../domains/membership/payments/payments.service';

export const paymentsRouter = router({
  mode: publicProcedure.output(paymentModeSchema).query(({ ctx }) => paymentMode(ctx)),
  link: publicProcedure.output(paymentLinkSchema).query(({ ctx }) => getPaymentLink(ctx)),
  verify: publicProcedure
    .input(verifyPaymentInputSchema).output(verifyPaymentResultSchema)
    .mutation(({ ctx, input }) => verifyPayment(ctx, input.sessionId, input.email)),
  payTestCheckout: publicProcedure.input(testCheckoutInputSchema).output(testCheckoutResultSchema).mutation(({ ctx, input }) => payTestCheckout(ctx, input)),
  testSession: publicProcedure.input(testSessionQuerySchema).output(testSessionViewSchema).query(({ ctx, input }) => getTestSession(ctx, input.sessionId)),
  payTestSession: publicProcedure.input(testSessionPaymentSchema).output(testSessionPaidSchema).mutation(({ ctx, input }) => payTestSession(ctx, input)),
});
