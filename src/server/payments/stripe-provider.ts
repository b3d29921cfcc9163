import Stripe from 'stripe';
import { AppError } from '../app-error';
import type { PaymentProvider, ProviderSession } from './payment-provider';
import { PAID_EVENT_TYPES } from './payment-provider';

interface StripeSettings {
  secretKey: string;
  paymentLink: string;
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
