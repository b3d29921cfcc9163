import { z } from 'zod';
import { emailField } from '../email-field';

export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const CARD_DECLINED = 'Your card was declined.';
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed. Please try again.';

/** The payment session as GET /api/payment/session/{id} returns it. */
const paymentSessionViewSchema = z.object({
  id: z.string(),
  customer_email: z.string().nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
});
export type PaymentSessionView = z.infer<typeof paymentSessionViewSchema>;
export const paymentSessionAnswerSchema = z.object({ session: paymentSessionViewSchema });

export const paymentModeSchema = z.object({ mode: z.enum(['stripe', 'test', 'off']) });
export const paymentLinkSchema = z.object({ link: z.string() });
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

export const sessionIdSchema = z.string().trim().min(1).max(255).regex(/^[A-Za-z0-9_-]+$/, 'Invalid payment session');

export const verifyPaymentInputSchema = z.object({
  sessionId: sessionIdSchema,
  email: emailField(PAYMENT_VERIFICATION_FAILED),
});

/** 'review': the payment arrived but is not the membership fee (the club refunds it). */
export const verifyPaymentResultSchema = z.object({ status: z.enum(['paid', 'pending', 'review']) });
export type VerifyPaymentResult = z.infer<typeof verifyPaymentResultSchema>;

/** The built-in test checkout's card form. */
export const testCheckoutInputSchema = z.object({
  email: emailField(),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Your card number is incomplete.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete.")
    .refine(isFutureExpiry, "Your card's expiration year is in the past."),
  cvc: z.string().trim().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type TestCheckoutInput = z.input<typeof testCheckoutInputSchema>;
export const testCheckoutResultSchema = z.object({ sessionId: z.string() });

/** Paying a checkout the club opened (a renewal, a balance) on the built-in test checkout. */
export const testSessionPaymentSchema = testCheckoutInputSchema.omit({ email: true }).extend({
  sessionId: z.string('Unknown payment').trim().min(1, 'Unknown payment').max(200, 'Unknown payment'),
});
export type TestSessionPaymentInput = z.input<typeof testSessionPaymentSchema>;

export const testSessionQuerySchema = z.object({ sessionId: z.string().trim().min(1).max(200) });

export const testSessionViewSchema = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number(),
  email: z.string(),
  paid: z.boolean(),
});
export type TestSessionView = z.infer<typeof testSessionViewSchema>;

/** Where the test checkout sends the payer once paid. */
export const testSessionPaidSchema = z.object({ redirectTo: z.string() });

function isFutureExpiry(value: string): boolean {
  const [month, year] = value.split('/').map((part) => Number(part.trim()));
  if (month === undefined || year === undefined) return false;
  const now = new Date();
  const endOfMonth = new Date(Date.UTC(2000 + year, month, 1));
  return endOfMonth.getTime() > now.getTime();
}
