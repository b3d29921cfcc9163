import type { z } from 'zod';
import { randomBytes } from 'node:crypto';
import {
  CARD_DECLINED,
  PAYMENT_VERIFICATION_FAILED,
  type PaymentSessionView,
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
  type testCheckoutInputSchema,
  type testSessionPaymentSchema,
  type TestSessionView,
  type VerifyPaymentResult,
} from '../../../../shared/payments/payment.schema';
import { AppError, notFound } from '../../../platform/core/app-error';
import { getMembershipOffer } from '../applications/founding-places';
import type { AppDeps } from '../../../platform/deps/deps';
import type { PaymentProvider } from '../../../platform/payment-provider/payment-provider';
import { recordVerifiedPayment } from './payment-recording.service';
import { findTestCheckoutSession, insertTestCheckoutSession, markTestSessionPaid } from '../../../platform/payment-provider/test-provider';

function providerOf(deps: AppDeps): PaymentProvider {
  if (!deps.payments) throw new AppError('NOT_FOUND', 'Online payment is not available right now. Please contact the club.');
  return deps.payments;
}

export function paymentMode(deps: AppDeps): { mode: 'stripe' | 'test' | 'off' } {
  return { mode: deps.payments?.kind ?? 'off' };
}

/** GET /api/secret/payment-link. */
export function getPaymentLink(deps: AppDeps): { link: string } {
  return { link: providerOf(deps).paymentLink() };
}

/** GET /api/payment/session/{id}: the session as the provider reports it. */
export async function getPaymentSession(deps: AppDeps, sessionId: string): Promise<{ session: PaymentSessionView }> {
  const session = await providerOf(deps).getSession(sessionId);
  if (!session) throw notFound('Payment session not found.');
  return { session: { id: session.id, customer_email: session.email, payment_status: session.paymentStatus } };
}

/**
 * The payment result page: the server asks the provider, checks the e-mail, and records the
 * payment through the same road as the webhook.
 */
export async function verifyPayment(deps: AppDeps, sessionId: string, email: string): Promise<VerifyPaymentResult> {
  const session = await providerOf(deps).getSession(sessionId);
  if (!session) throw notFound('Payment session not found.');
  if (!session.email || session.email.trim().toLowerCase() !== email.trim().toLowerCase()) {
    throw new AppError('BAD_REQUEST', PAYMENT_VERIFICATION_FAILED);
  }
  if (session.paymentStatus !== 'paid') return { status: 'pending' };
  const { outcome } = await recordVerifiedPayment(deps, session);
  return { status: outcome === 'membership' ? 'paid' : 'review' };
}

/** POST /api/payment/webhook: signature checked on the raw body; each event id counts once. */
export async function handlePaymentWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const event = providerOf(deps).parseWebhook(rawBody, signature);
  if (event.session) await recordVerifiedPayment(deps, event.session, event);
  return { received: true };
}

/**
 * The built-in test checkout's "Pay" button: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
 * declined. A paid session is reported to our payment road the way a provider's webhook would.
 */
export async function payTestCheckout(deps: AppDeps, values: z.output<typeof testCheckoutInputSchema>): Promise<{ sessionId: string }> {
  if (deps.payments?.kind !== 'test') throw notFound('The test checkout is not available.');
  if (values.cardNumber === TEST_CARD_DECLINED || values.cardNumber !== TEST_CARD_SUCCESS) {
    throw new AppError('BAD_REQUEST', CARD_DECLINED, { cardNumber: [CARD_DECLINED] });
  }
  const { price } = await getMembershipOffer(deps.db);
  const session = {
    id: `cs_test_${randomBytes(18).toString('base64url')}`,
    email: values.email,
    amountCents: Math.round(price * 100),
    paymentStatus: 'paid' as const,
    currency: deps.config.CLUB_CURRENCY,
    checkoutId: deps.payments.ownCheckoutId(),
    clientReferenceId: null,
  };
  await insertTestCheckoutSession(deps.db, {
    id: session.id,
    email: session.email,
    amount_cents: session.amountCents,
    payment_status: 'paid',
    created_at: deps.clock.now().toISOString(),
  });
  await recordVerifiedPayment(deps, session);
  return { sessionId: session.id };
}

async function openTestSession(deps: AppDeps, sessionId: string) {
  if (deps.payments?.kind !== 'test') throw notFound('The test checkout is not available.');
  const row = await findTestCheckoutSession(deps.db, sessionId);
  if (!row?.success_url) throw notFound('Payment not found.');
  return { provider: deps.payments, row, successUrl: row.success_url };
}

/** What the test checkout shows for a checkout the club opened. */
export async function getTestSession(deps: AppDeps, sessionId: string): Promise<TestSessionView> {
  const { row } = await openTestSession(deps, sessionId);
  return { id: row.id, description: row.description ?? 'Payment', amountCents: row.amount_cents, email: row.email, paid: row.payment_status === 'paid' };
}

/** The test checkout's "Pay" for such a checkout: paid once, reported like a webhook, then back to the club. */
export async function payTestSession(deps: AppDeps, values: z.output<typeof testSessionPaymentSchema>): Promise<{ redirectTo: string }> {
  const { provider, successUrl } = await openTestSession(deps, values.sessionId);
  if (values.cardNumber !== TEST_CARD_SUCCESS) throw new AppError('BAD_REQUEST', CARD_DECLINED, { cardNumber: [CARD_DECLINED] });
  await markTestSessionPaid(deps.db, values.sessionId);
  const session = await provider.getSession(values.sessionId);
  if (session) await recordVerifiedPayment(deps, session);
  return { redirectTo: successUrl };
}
