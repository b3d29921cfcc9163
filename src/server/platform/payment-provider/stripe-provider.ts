import Stripe from 'stripe';
import { AppError } from '../core/app-error';
import type { PaymentProvider, ProviderSession } from './payment-provider';
import { PAID_EVENT_TYPES } from './payment-provider';

interface StripeSettings {
  secretKey: string;
  paymentLink: string;
  paymentLinkId: string;
  webhookSecret: string;
  /** For tests: a local server that answers like Stripe's API. */
  apiBase?: string | undefined;
}

interface CheckoutSessionLike {
  id: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  payment_status: string;
  amount_total: number | null;
  currency?: string | null;
  payment_link?: string | { id: string } | null;
  client_reference_id?: string | null;
}

/** Anything Stripe adds later counts as not paid. */
function toPaymentStatus(status: string): ProviderSession['paymentStatus'] {
  return status === 'paid' || status === 'no_payment_required' ? status : 'unpaid';
}

function toProviderSession(session: CheckoutSessionLike): ProviderSession {
  return {
    id: session.id,
    email: session.customer_email || session.customer_details?.email || null,
    paymentStatus: toPaymentStatus(session.payment_status),
    amountCents: session.amount_total,
    currency: session.currency ? session.currency.toLowerCase() : null,
    checkoutId: typeof session.payment_link === 'string' ? session.payment_link : (session.payment_link?.id ?? null),
    clientReferenceId: session.client_reference_id ?? null,
  };
}

function stripeClient(settings: StripeSettings): Stripe {
  if (!settings.apiBase) return new Stripe(settings.secretKey, { maxNetworkRetries: 0 });
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const port = base.port ? Number(base.port) : protocol === 'http' ? 80 : 443;
  return new Stripe(settings.secretKey, { host: base.hostname, port, protocol, maxNetworkRetries: 0 });
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    kind: 'stripe',
    paymentLink: () => settings.paymentLink,
    ownCheckoutId: () => settings.paymentLinkId,
    async refund(sessionId, idempotencyKey) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new AppError('CONFLICT', 'This payment cannot be refunded through Stripe: it has no payment to give back.');
      await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey });
    },
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.description } } }],
        ...(request.email ? { customer_email: request.email } : {}),
        client_reference_id: request.reference,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new AppError('INTERNAL', 'Stripe did not answer a payment page. Please try again.');
      return { id: session.id, url: session.url };
    },
    async getSession(id) {
      try {
        return toProviderSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw new AppError('INTERNAL', 'Failed to verify payment. Please try again.');
      }
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
      }
      if (
        (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') &&
        PAID_EVENT_TYPES.includes(event.type)
      ) {
        return { id: event.id, type: event.type, session: toProviderSession(event.data.object) };
      }
      return { id: event.id, type: event.type, session: null };
    },
  };
}
