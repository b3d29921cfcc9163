import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';

export const WEBHOOK_SECRET = 'whsec_test_secret';
export const CLUB_LINK = 'plink_club123';
const signer = new Stripe('sk_test_signer');

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  payment_status: string;
  amount_total: number;
  currency: string;
  payment_link: string | null;
  client_reference_id: string | null;
  payment_intent: string | null;
  url: string | null;
}

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(new URLSearchParams(body)));
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

/** A local server that answers like Stripe's Checkout Sessions and Refunds APIs. */
export class FakeStripe {
  sessions = new Map<string, FakeSession>();
  requests: string[] = [];
  refunds: string[] = [];
  /** Where each created checkout sends the browser back, by session id. */
  returns = new Map<string, { successUrl: string | null; cancelUrl: string | null }>();
  /** When set, refunds answer 402 like a card network refusing. */
  refuseRefunds = false;
  private created = 0;
  server: Server = createServer((request, response) => void this.handle(request, response));

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.requests.push(`${request.method} ${request.url}`);
    if (request.method === 'POST' && request.url === '/v1/refunds') {
      const body = await readBody(request);
      if (this.refuseRefunds) return answer(response, 402, { error: { type: 'card_error', message: 'Refund refused' } });
      this.refunds.push(body.get('payment_intent') ?? '');
      return answer(response, 200, { id: `re_${this.refunds.length}`, object: 'refund', status: 'succeeded' });
    }
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const body = await readBody(request);
      const id = `cs_created_${++this.created}`;
      const session = this.add(id, body.get('customer_email'), 'unpaid');
      session.amount_total = Number(body.get('line_items[0][price_data][unit_amount]'));
      session.currency = body.get('line_items[0][price_data][currency]') ?? 'usd';
      session.client_reference_id = body.get('client_reference_id');
      session.payment_link = null;
      session.url = `https://checkout.stripe.test/pay/${id}`;
      this.returns.set(id, { successUrl: body.get('success_url'), cancelUrl: body.get('cancel_url') });
      return answer(response, 200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(request.url ?? '');
    const session = match?.[1] ? this.sessions.get(decodeURIComponent(match[1])) : undefined;
    if (!session) return answer(response, 404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    answer(response, 200, session);
  }

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('The fake Stripe server has no port');
    return `http://127.0.0.1:${address.port}`;
  }

  add(id: string, email: string | null, paymentStatus = 'paid', detailsEmail: string | null = null): FakeSession {
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      customer_email: email,
      customer_details: { email: detailsEmail },
      payment_status: paymentStatus,
      amount_total: 5000,
      currency: 'usd',
      payment_link: CLUB_LINK,
      client_reference_id: null,
      payment_intent: `pi_${id}`,
      url: null,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** The customer pays a session the club created. */
  pay(id: string): FakeSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`No fake session ${id}`);
    session.payment_status = 'paid';
    return session;
  }
}

/** The env that points the app at a fake Stripe. */
export function stripeEnv(base: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PAYMENT_LINK: 'https://buy.stripe.com/test_link',
    STRIPE_PAYMENT_LINK_ID: CLUB_LINK,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: base,
  };
}

export function webhookEvent(id: string, type: string, session: FakeSession): string {
  return JSON.stringify({ id, object: 'event', type, data: { object: session } });
}

export function signWebhook(payload: string, secret = WEBHOOK_SECRET): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

export function postWebhook(app: FastifyInstance, payload: string, signature = signWebhook(payload)) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
