import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { insertApplication, outboxTo } from '../../../test/application-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe('the built-in test-mode checkout', () => {
  it('is the payment link without Stripe settings', async () => {
    const app = await start();
    expect((await app.app.inject({ method: 'GET', url: '/api/secret/payment-link' })).json()).toEqual({ link: '/test-checkout' });
    expect(await trpcClient(app.app).payments.mode.query()).toEqual({ mode: 'test' });
  });

  it('declines 4000 0000 0000 0002 and pays nothing', async () => {
    const app = await start();
    const application = await insertApplication(app.db, { email: 'declined@example.com' });
    const error: unknown = await trpcClient(app.app)
      .payments.payTestCheckout.mutate({ ...card, email: 'declined@example.com', cardNumber: '4000 0000 0000 0002' })
      .catch((caught: unknown) => caught);
    expect(error instanceof TRPCClientError ? error.message : '').toBe('Your card was declined.');
    const row = await app.db.selectFrom('applications').selectAll().where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(row.paid).toBe(0);
    expect(await app.db.selectFrom('test_checkout_sessions').selectAll().execute()).toHaveLength(0);
    expect(await outboxTo(app.db, 'declined@example.com')).toHaveLength(0);
  });

  it('pays with 4242 4242 4242 4242: a session the page can verify, the price from the club settings', async () => {
    const app = await start({ MEMBERSHIP_PRICE: '75' });
    const application = await insertApplication(app.db, { email: 'payer@example.com' });
    const client = trpcClient(app.app);
    const { sessionId } = await client.payments.payTestCheckout.mutate({ ...card, email: 'payer@example.com' });
    expect(sessionId).toMatch(/^cs_test_/);
    const session = await app.app.inject({ method: 'GET', url: `/api/payment/session/${sessionId}` });
    expect(session.json()).toEqual({ session: { id: sessionId, customer_email: 'payer@example.com', payment_status: 'paid' } });
    expect(await client.payments.verify.mutate({ sessionId, email: 'payer@example.com' })).toEqual({ status: 'paid' });
    const row = await app.db.selectFrom('applications').selectAll().where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ paid: 1, amount_paid_cents: 7500, payment_session_id: sessionId });
    expect((await outboxTo(app.db, 'payer@example.com')).map((m) => m.subject)).toEqual([
      'Remote Golf Club: payment received, review pending',
    ]);
  });

  it('checks the card fields', async () => {
    const app = await start();
    const error: unknown = await trpcClient(app.app)
      .payments.payTestCheckout.mutate({ email: 'x@example.com', cardNumber: '4242', expiry: '01/20', cvc: '1' })
      .catch((caught: unknown) => caught);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: {
        cardNumber: ['Your card number is incomplete.'],
        expiry: ["Your card's expiration year is in the past."],
        cvc: ["Your card's security code is incomplete."],
      },
    });
  });

  it('is off in production unless PAYMENTS=test', async () => {
    const app = await start({ NODE_ENV: 'production' });
    const link = await app.app.inject({ method: 'GET', url: '/api/secret/payment-link' });
    expect(link.statusCode).toBe(404);
    const error: unknown = await trpcClient(app.app)
      .payments.payTestCheckout.mutate({ ...card, email: 'prod@example.com' })
      .catch((caught: unknown) => caught);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({ code: 'NOT_FOUND' });
    await app.close();
    t = undefined;
    const testMode = await start({ NODE_ENV: 'production', PAYMENTS: 'test' });
    expect((await testMode.app.inject({ method: 'GET', url: '/api/secret/payment-link' })).json()).toEqual({ link: '/test-checkout' });
  });
});
