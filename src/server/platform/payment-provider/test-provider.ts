import { AppError } from '../core/app-error';
import type { Db } from '../db/db';
import type { PaymentProvider } from './payment-provider';
import { randomBytes } from 'node:crypto';
import { findTestCheckoutSession, insertTestCheckoutSession } from './test-checkout.repository';

// The test checkout page reads and completes its sessions through here.
export { findTestCheckoutSession, insertTestCheckoutSession, markTestSessionPaid } from './test-checkout.repository';

const TEST_CHECKOUT_ID = 'test-checkout';
const TEST_CURRENCY = 'usd';

/** The built-in test-mode checkout plays the provider's part: sessions live in our own table. */
export function createTestProvider(db: Db): PaymentProvider {
  return {
    kind: 'test',
    paymentLink: () => '/test-checkout',
    async createCheckout(request) {
      const id = `cs_test_${randomBytes(18).toString('base64url')}`;
      await insertTestCheckoutSession(db, {
        id,
        email: request.email ?? '',
        amount_cents: request.amountCents,
        payment_status: 'unpaid',
        created_at: new Date().toISOString(),
        success_url: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        description: request.description,
      });
      return { id, url: `/test-checkout?session=${encodeURIComponent(id)}` };
    },
    async getSession(id) {
      const row = await findTestCheckoutSession(db, id);
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        paymentStatus: row.payment_status,
        amountCents: row.amount_cents,
        currency: TEST_CURRENCY,
        checkoutId: TEST_CHECKOUT_ID,
        clientReferenceId: null,
      };
    },
    ownCheckoutId: () => TEST_CHECKOUT_ID,
    // The test checkout moved no money, so there is nothing to give back; the review still records the refund.
    refund: () => Promise.resolve(),
    parseWebhook() {
      throw new AppError('NOT_FOUND', 'Webhooks are only used with Stripe.');
    },
  };
}
