import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertApplication, outboxTo } from '../../../../test/application-factories';
import { insertMember, memberCookie } from '../../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../../test/test-app';
import { FakeStripe, postWebhook as postTo, signWebhook, stripeEnv, WEBHOOK_SECRET, webhookEvent } from '../../../../test/fake-stripe';

let stripe: FakeStripe;
let t: TestApp;

beforeEach(async () => {
  stripe = new FakeStripe();
  const base = await stripe.start();
  t = await createTestApp(stripeEnv(base));
});
afterEach(async () => {
  await t.close();
  stripe.server.close();
});

function postWebhook(payload: string, signature = signWebhook(payload)) {
  return postTo(t.app, payload, signature);
}

function applicationRow(id: number) {
  return t.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('Stripe payments', () => {
  it('gives the payment link', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/secret/payment-link' });
    expect(response.json()).toEqual({ link: 'https://buy.stripe.com/test_link' });
    expect((await trpcClient(t.app).payments.mode.query()).mode).toBe('stripe');
  });

  it('reads a session with the Checkout Sessions API, falling back to customer_details.email', async () => {
    stripe.add('cs_test_details', null, 'paid', 'details@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/session/cs_test_details' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      session: { id: 'cs_test_details', customer_email: 'details@example.com', payment_status: 'paid' },
    });
    expect(stripe.requests).toContain('GET /v1/checkout/sessions/cs_test_details');
    const missing = await t.app.inject({ method: 'GET', url: '/api/payment/session/cs_test_missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Payment session not found.' });
  });

  it('refuses a session whose e-mail does not match the page with the spec message, and changes nothing', async () => {
    const application = await insertApplication(t.db, { email: 'owner@example.com' });
    stripe.add('cs_test_other', 'owner@example.com');
    const error: unknown = await trpcClient(t.app)
      .payments.verify.mutate({ sessionId: 'cs_test_other', email: 'someone-else@example.com' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error instanceof TRPCClientError ? error.message : '').toBe('Payment verification failed. Please try again.');
    expect((await applicationRow(application.id)).paid).toBe(0);
  });

  it('reports an unpaid session as pending without marking anything', async () => {
    const application = await insertApplication(t.db, { email: 'slow@example.com' });
    stripe.add('cs_test_unpaid', 'slow@example.com', 'unpaid');
    expect(await trpcClient(t.app).payments.verify.mutate({ sessionId: 'cs_test_unpaid', email: 'slow@example.com' })).toEqual({
      status: 'pending',
    });
    expect((await applicationRow(application.id)).paid).toBe(0);
  });

  it('the page marks a pending application paid once and sends one receipt', async () => {
    const application = await insertApplication(t.db, { email: 'page@example.com' });
    stripe.add('cs_test_page', 'PAGE@example.com');
    for (let i = 0; i < 3; i++) {
      expect(await trpcClient(t.app).payments.verify.mutate({ sessionId: 'cs_test_page', email: 'page@example.com' })).toEqual({
        status: 'paid',
      });
    }
    expect(await applicationRow(application.id)).toMatchObject({ paid: 1, amount_paid_cents: 5000, payment_session_id: 'cs_test_page' });
    const mail = await outboxTo(t.db, 'page@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Remote Golf Club: payment received, review pending']);
  });

  it('refuses a webhook with a bad signature with 400 and changes nothing', async () => {
    const application = await insertApplication(t.db, { email: 'forged@example.com' });
    const payload = webhookEvent('evt_forged', 'checkout.session.completed', stripe.add('cs_test_forged', 'forged@example.com'));
    const forged = signWebhook(payload, 'whsec_wrong');
    const response = await postWebhook(payload, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid webhook signature' });
    const tampered = await postWebhook(payload.replace('forged@example.com', 'other@example.com'), signWebhook(payload, WEBHOOK_SECRET));
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);
    expect((await applicationRow(application.id)).paid).toBe(0);
    expect(await t.db.selectFrom('payment_webhook_events').selectAll().execute()).toHaveLength(0);
  });

  it('the same event delivered 5 times in a row gives one paid transition and one e-mail', async () => {
    const application = await insertApplication(t.db, { email: 'repeat@example.com' });
    const payload = webhookEvent('evt_repeat', 'checkout.session.completed', stripe.add('cs_test_repeat', 'repeat@example.com'));
    for (let i = 0; i < 5; i++) expect((await postWebhook(payload)).json()).toEqual({ received: true });
    expect((await applicationRow(application.id)).paid).toBe(1);
    expect(await outboxTo(t.db, 'repeat@example.com')).toHaveLength(1);
    expect(await t.db.selectFrom('payment_webhook_events').selectAll().execute()).toEqual([
      expect.objectContaining({ id: 'evt_repeat', type: 'checkout.session.completed' }),
    ]);
  });

  it('the same event delivered 5 times at once gives one paid transition and one e-mail', async () => {
    const application = await insertApplication(t.db, { email: 'burst@example.com', status: 'approved' });
    const payload = webhookEvent('evt_burst', 'checkout.session.completed', stripe.add('cs_test_burst', 'burst@example.com'));
    const responses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(payload)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await applicationRow(application.id)).paid).toBe(1);
    const mail = await outboxTo(t.db, 'burst@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Remote Golf Club: create your member account']);
    expect(await t.db.selectFrom('invitation_tokens').selectAll().execute()).toHaveLength(1);
  });

  it('the page and the webhook racing on an approved application give one invitation', async () => {
    const application = await insertApplication(t.db, { email: 'race@example.com', status: 'approved' });
    const session = stripe.add('cs_test_race', 'race@example.com');
    const payload = webhookEvent('evt_race', 'checkout.session.completed', session);
    const client = trpcClient(t.app);
    await Promise.all([
      client.payments.verify.mutate({ sessionId: 'cs_test_race', email: 'race@example.com' }),
      postWebhook(payload),
      client.payments.verify.mutate({ sessionId: 'cs_test_race', email: 'race@example.com' }),
      postWebhook(payload),
      client.applications.onboard.mutate({ email: 'race@example.com' }),
    ]);
    expect((await applicationRow(application.id)).paid).toBe(1);
    expect(await outboxTo(t.db, 'race@example.com')).toHaveLength(1);
    expect(await t.db.selectFrom('invitation_tokens').selectAll().execute()).toHaveLength(1);
  });

  it('handles checkout.session.async_payment_succeeded, and ignores an unpaid completion', async () => {
    const application = await insertApplication(t.db, { email: 'bank@example.com' });
    const unpaid = stripe.add('cs_test_bank', 'bank@example.com', 'unpaid');
    await postWebhook(webhookEvent('evt_bank_1', 'checkout.session.completed', unpaid));
    expect((await applicationRow(application.id)).paid).toBe(0);
    const paid = { ...unpaid, payment_status: 'paid' };
    await postWebhook(webhookEvent('evt_bank_2', 'checkout.session.async_payment_succeeded', paid));
    expect((await applicationRow(application.id)).paid).toBe(1);
  });

  it('acknowledges other event types without acting on them', async () => {
    const application = await insertApplication(t.db, { email: 'other@example.com' });
    const payload = webhookEvent('evt_other', 'checkout.session.expired', stripe.add('cs_test_exp', 'other@example.com'));
    expect((await postWebhook(payload)).statusCode).toBe(200);
    expect((await applicationRow(application.id)).paid).toBe(0);
  });
});

describe('payments that match what they pay for', () => {
  const admin = async () => {
    const row = await insertMember(t.db, { memberType: 'admin', email: 'treasurer@example.com' });
    return { row, client: trpcClient(t.app, await memberCookie(t.db, row.id)) };
  };
  const reviews = () => t.db.selectFrom('payment_reviews').selectAll().orderBy('id').execute();
  const verify = (sessionId: string, email: string) => trpcClient(t.app).payments.verify.mutate({ sessionId, email });

  it('a $1 checkout from another payment link with the applicant’s e-mail does not pay the membership: it waits for review', async () => {
    await admin();
    const application = await insertApplication(t.db, { email: 'cheap@example.com', status: 'approved' });
    const session = stripe.add('cs_other_link', 'cheap@example.com');
    session.amount_total = 100;
    session.payment_link = 'plink_someone_else';
    expect(await verify('cs_other_link', 'cheap@example.com')).toEqual({ status: 'review' });
    expect((await applicationRow(application.id)).paid).toBe(0);
    expect(await reviews()).toMatchObject([{ session_id: 'cs_other_link', reason: 'not-our-checkout', amount_cents: 100, status: 'open', application_id: application.id }]);
    const notices = await outboxTo(t.db, 'treasurer@example.com');
    expect(notices.map((mail) => mail.subject)).toEqual(['A payment needs your review']);
    expect(notices[0]?.text_body).toContain('cheap@example.com paid $1.00 USD');
  });

  it.each([
    ['another currency', { currency: 'eur' }, 'wrong-currency'],
    ['less than the price', { amount_total: 4999 }, 'amount-too-low'],
  ] as const)('a payment through the club’s link in %s waits for review', async (_label, change, reason) => {
    const application = await insertApplication(t.db, { email: 'short@example.com', status: 'approved' });
    Object.assign(stripe.add('cs_short', 'short@example.com'), change);
    expect(await verify('cs_short', 'short@example.com')).toEqual({ status: 'review' });
    expect((await applicationRow(application.id)).paid).toBe(0);
    expect((await reviews())[0]?.reason).toBe(reason);
  });

  it('a reference to the application counts as the club’s own checkout', async () => {
    const application = await insertApplication(t.db, { email: 'ref@example.com', status: 'approved' });
    const session = stripe.add('cs_ref', 'ref@example.com');
    session.payment_link = null;
    session.client_reference_id = `application-${application.id}`;
    expect(await verify('cs_ref', 'ref@example.com')).toEqual({ status: 'paid' });
    expect((await applicationRow(application.id)).paid).toBe(1);
  });

  it('a payment for a rejected application, or for none, is not a welcome: the payer hears of a refund and admins are told', async () => {
    await admin();
    const rejected = await insertApplication(t.db, { email: 'rejected@example.com', status: 'rejected' });
    const event = stripe.add('cs_rejected', 'rejected@example.com');
    expect((await postWebhook(webhookEvent('evt_rej', 'checkout.session.completed', event))).statusCode).toBe(200);
    expect((await applicationRow(rejected.id)).paid).toBe(0);
    expect(await verify('cs_rejected', 'rejected@example.com')).toEqual({ status: 'review' });
    stripe.add('cs_nobody', 'nobody@example.com');
    expect(await verify('cs_nobody', 'nobody@example.com')).toEqual({ status: 'review' });
    expect((await reviews()).map((review) => review.reason)).toEqual(['rejected-application', 'no-application']);
    expect(await outboxTo(t.db, 'treasurer@example.com')).toHaveLength(2);
  });

  it('refunds once, however many times and however fast it is asked, and audits it; members cannot', async () => {
    const { client, row } = await admin();
    stripe.add('cs_refund_me', 'nobody@example.com');
    await verify('cs_refund_me', 'nobody@example.com');
    const [review] = await client.admin.payments.reviews.query();
    expect(review).toMatchObject({ email: 'nobody@example.com', status: 'open', reasonText: 'No application with this e-mail' });
    const attempts = await Promise.allSettled(Array.from({ length: 5 }, () => client.admin.payments.refund.mutate({ id: review?.id ?? 0 })));
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    expect(stripe.refunds).toEqual(['pi_cs_refund_me']);
    expect((await reviews())[0]).toMatchObject({ status: 'refunded', resolved_by: row.id });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'summary']).where('action', '=', 'payment.refund').execute();
    expect(audit).toEqual([{ action: 'payment.refund', summary: 'Refunded $50.00 paid by nobody@example.com (No application with this e-mail)' }]);
    const member = await insertMember(t.db);
    const refused = await trpcClient(t.app, await memberCookie(t.db, member.id)).admin.payments.refund.mutate({ id: review?.id ?? 0 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCClientError);
  });
});
