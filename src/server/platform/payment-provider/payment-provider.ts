/** A checkout session as the provider reports it: the only source of truth for "paid". */
export interface ProviderSession {
  id: string;
  /** customer_email, or customer_details.email when the former is empty. */
  email: string | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountCents: number | null;
  /** Lower-case ISO currency of the amount. */
  currency: string | null;
  /** Which checkout took the payment: our payment link's id (or the test checkout's). */
  checkoutId: string | null;
  /** What our own checkout was told to carry, e.g. "application-12". */
  clientReferenceId: string | null;
}

/** A verified (signed) notification from the provider. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The session when the event says a checkout finished; null for events we do not handle. */
  session: ProviderSession | null;
}

/** A checkout the club opens for an exact amount (a renewal, a balance). */
export interface CheckoutRequest {
  amountCents: number;
  currency: string;
  /** What the payer sees on the payment page. */
  description: string;
  email: string | null;
  /** Carried as client_reference_id, e.g. "renewal-12". */
  reference: string;
  /** Where the provider sends the browser after paying; `{CHECKOUT_SESSION_ID}` is filled in. */
  successUrl: string;
  cancelUrl: string;
}

/** One interface, two implementations: Stripe, and the built-in test-mode checkout. */
export interface PaymentProvider {
  kind: 'stripe' | 'test';
  /** Where the browser is sent to pay; the client adds ?prefilled_email=. */
  paymentLink(): string;
  /** Opens a checkout for an exact amount; the browser goes to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Reads the session from the provider; null when it does not exist. */
  getSession(id: string): Promise<ProviderSession | null>;
  /** The checkout id a membership payment must come from. */
  ownCheckoutId(): string;
  /** Gives the payment of a session back in full; the key makes a repeated call refund once. */
  refund(sessionId: string, idempotencyKey: string): Promise<void>;
  /** Verifies a webhook's signature on the raw body; throws AppError BAD_REQUEST when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** The events that mean money arrived (async methods such as bank debits finish later). */
export const PAID_EVENT_TYPES = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
