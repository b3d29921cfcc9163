import { type Config, paymentMode } from '../config/config';
import type { Db } from '../db/db';
import type { PaymentProvider } from './payment-provider';
import { createTestProvider } from './test-provider';

/** Stripe's library is loaded only when Stripe is configured (it adds ~70 ms and ~19 MB to a start). */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider | null> {
  const mode = paymentMode(config);
  if (mode === 'test') return createTestProvider(db);
  if (
    mode === 'off' ||
    !config.STRIPE_SECRET_KEY ||
    !config.STRIPE_PAYMENT_LINK ||
    !config.STRIPE_PAYMENT_LINK_ID ||
    !config.STRIPE_WEBHOOK_SECRET
  )
    return null;
  const { createStripeProvider } = await import('./stripe-provider');
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    paymentLink: config.STRIPE_PAYMENT_LINK,
    paymentLinkId: config.STRIPE_PAYMENT_LINK_ID,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
  });
}
