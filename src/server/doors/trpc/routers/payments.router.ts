import { testCheckoutInputSchema, testSessionPaymentSchema, testSessionQuerySchema, verifyPaymentInputSchema } from '../../../../shared/payments/payment.schema';
import { publicProcedure, router } from '../trpc';
import { getPaymentLink, getTestSession, payTestCheckout, payTestSession, paymentMode, verifyPayment } from '../../../domains/membership/payments/payments.service';

export const paymentsRouter = router({
  mode: publicProcedure.query(({ ctx }) => paymentMode(ctx)),
  link: publicProcedure.query(({ ctx }) => getPaymentLink(ctx)),
  verify: publicProcedure
    .input(verifyPaymentInputSchema)
    .mutation(({ ctx, input }) => verifyPayment(ctx, input.sessionId, input.email)),
  payTestCheckout: publicProcedure.input(testCheckoutInputSchema).mutation(({ ctx, input }) => payTestCheckout(ctx, input)),
  testSession: publicProcedure.input(testSessionQuerySchema).query(({ ctx, input }) => getTestSession(ctx, input.sessionId)),
  payTestSession: publicProcedure.input(testSessionPaymentSchema).mutation(({ ctx, input }) => payTestSession(ctx, input)),
});
