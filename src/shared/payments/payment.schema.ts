import { z } from 'zod';
import { emailField } from '../email-field';

export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const CARD_DECLINED = 'Your card was declined.';
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed. Please try again.';

/** The payment session as GET /api/payment/session/{id} returns it. */
export interface PaymentSessionView {
  id: string;
  customer_email: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
}

export const sessionIdSchema = z.string().trim().min(1).max(255).regex(/^[A-Za-z0-9_-]+$/, 'Invalid payment session');

export const verifyPaymentInputSchema = z.object({
  sessionId: sessionIdSchema,
  email: emailField(PAYMENT_VERIFICATION_FAILED),
});

/** 'review': the payment arrived but is not the membership fee (the club refunds it). */
export type VerifyPaymentResult = { status: 'paid' } | { status: 'pending' } | { status: 'review' };

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

/** Paying a checkout the club opened (a renewal, a balance) on the built-in test checkout. */
export const testSessionPaymentSchema = testCheckoutInputSchema.omit({ email: true }).extend({
  sessionId: z.string('Unknown payment').trim().min(1, 'Unknown payment').max(200, 'Unknown payment'),
});
export type TestSessionPaymentInput = z.input<typeof testSessionPaymentSchema>;

export const testSessionQuerySchema = z.object({ sessionId: z.string().trim().min(1).max(200) });

export interface TestSessionView {
  id: string;
  description: string;
  amountCents: number;
  email: string;
  paid: boolean;
}

function isFutureExpiry(value: string): boolean {
  const [month, year] = value.split('/').map((part) => Number(part.trim()));
  if (month === undefined || year === undefined) return false;
  const now = new Date();
  const endOfMonth = new Date(Date.UTC(2000 + year, month, 1));
  return endOfMonth.getTime() > now.getTime();
}
