import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTHING_DUE_MESSAGE } from '../../../shared/membership/membership.schema';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertApplication, outboxTo } from '../../../test/application-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { FakeStripe, postWebhook, stripeEnv, webhookEvent } from '../../../test/fake-stripe';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

/** The test app's clock: sessions and membership dates both go by it. */
const clock = new TestClock('2027-03-10T17:00:00.000Z');

let stripe: FakeStripe;
let t: TestApp;

beforeEach(async () => {
  stripe = new FakeStripe();
  t = await createTestApp(stripeEnv(await stripe.start()), { clock });
});
afterEach(async () => {
  await t.close();
  stripe.server.close();
});

async function open(cookie: string, url: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const link = response.json<{ url: string }>().url;
  const id = /\/pay\/(cs_created_\d+)$/.exec(link)?.[1];
  if (!id) throw new Error(`Not a Stripe checkout: ${link}`);
  return id;
}

function paidThroughOf(id: number) {
  return t.db.selectFrom('users').select('paid_through').where('id', '=', id).executeTakeFirstOrThrow();
}

function entriesOf(id: number) {
  return t.db.selectFrom('account_entries').selectAll().where('user_id', '=', id).orderBy('id').execute();
}

describe('renewing through Stripe Checkout', () => {
  it('opens a Checkout Session for the renewal price and extends the year once, whatever order and number the reports come in', async () => {
    const member = await insertMember(t.db, { paidThrough: '2027-03-20' });
    const cookie = await memberCookie(t.db, member.id, clock);
    const id = await open(cookie, '/api/membership/renew');
    expect(stripe.sessions.get(id)).toMatchObject({ amount_total: 5000, currency: 'usd', client_reference_id: `renewal-${member.id}` });

    // Before paying: the return page says pending and nothing changes.
    const client = trpcClient(t.app, cookie);
    expect(await client.membership.confirmCheckout.mutate({ sessionId: id })).toEqual({ status: 'pending' });
    const paid = stripe.pay(id);
    const unpaidEvent = webhookEvent('evt_unpaid', 'checkout.session.completed', { ...paid, payment_status: 'unpaid' });
    // The paid event twice at once, the return page, then the older unpaid event arriving late.
    await Promise.all([
      postWebhook(t.app, webhookEvent('evt_paid', 'checkout.session.async_payment_succeeded', paid)),
      postWebhook(t.app, webhookEvent('evt_paid', 'checkout.session.async_payment_succeeded', paid)),
      client.membership.confirmCheckout.mutate({ sessionId: id }),
    ]);
    expect((await postWebhook(t.app, unpaidEvent)).statusCode).toBe(200);
    expect(await client.membership.confirmCheckout.mutate({ sessionId: id })).toEqual({ status: 'paid', purpose: 'renewal' });

    expect((await paidThroughOf(member.id)).paid_through).toBe('2028-03-20');
    const entries = await entriesOf(member.id);
    expect(entries.filter((entry) => entry.description === 'Membership renewal, paid through 2028-03-20')).toHaveLength(1);
    const receipts = await outboxTo(t.db, member.email ?? '');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.attachments).toContain('application/pdf');
  });

  it('a paid session for less than the renewal price waits for review instead of renewing', async () => {
    const member = await insertMember(t.db, { paidThrough: '2027-03-20' });
    const id = await open(await memberCookie(t.db, member.id, clock), '/api/membership/renew');
    const session = stripe.pay(id);
    session.amount_total = 100;
    await postWebhook(t.app, webhookEvent('evt_short', 'checkout.session.completed', session));
    expect((await paidThroughOf(member.id)).paid_through).toBe('2027-03-20');
    expect(await t.db.selectFrom('payment_reviews').select(['reason', 'amount_cents']).execute()).toEqual([{ reason: 'amount-too-low', amount_cents: 100 }]);
  });

  // Issue 29, finding 12: three checkouts opened in the window and all paid took a member to 2029 for $150.
  it('three checkouts opened in the window and paid at once add one year; the others wait on Payments to Review', async () => {
    const member = await insertMember(t.db, { paidThrough: '2027-03-20' });
    const cookie = await memberCookie(t.db, member.id, clock);
    const ids = [await open(cookie, '/api/membership/renew'), await open(cookie, '/api/membership/renew'), await open(cookie, '/api/membership/renew')];
    await Promise.all(ids.map((id, i) => postWebhook(t.app, webhookEvent(`evt_renew_${i}`, 'checkout.session.completed', stripe.pay(id)))));

    expect((await paidThroughOf(member.id)).paid_through).toBe('2028-03-20');
    expect((await entriesOf(member.id)).filter((entry) => entry.kind === 'membership_payment')).toHaveLength(1);
    const reviews = await t.db.selectFrom('payment_reviews').select(['reason', 'amount_cents']).execute();
    expect(reviews).toEqual([
      { reason: 'outside-renewal-window', amount_cents: 5000 },
      { reason: 'outside-renewal-window', amount_cents: 5000 },
    ]);
    const { adminCookie } = await adminAndMember(t.db, clock);
    const listed = await trpcClient(t.app, adminCookie).admin.payments.reviews.query();
    expect(listed.map((review) => review.reason)).toEqual(['outside-renewal-window', 'outside-renewal-window']);
  });
});

describe('paying a balance through Stripe Checkout', () => {
  it('pays exactly what was due when the checkout opened, once', async () => {
    const { member, memberCookie: cookie, adminCookie } = await adminAndMember(t.db, clock);
    const admin = trpcClient(t.app, adminCookie);
    await admin.statements.recordEntry.mutate({ userId: member.id, kind: 'charge', amount: 35, description: 'Locker rental' });
    const id = await open(cookie, '/api/statements/pay');
    expect(stripe.sessions.get(id)).toMatchObject({ amount_total: 3500, client_reference_id: `balance-${member.id}` });
    // A charge added while the member is on the payment page is still owed afterwards.
    await admin.statements.recordEntry.mutate({ userId: member.id, kind: 'charge', amount: 10, description: 'Guest fee' });

    const paid = stripe.pay(id);
    await Promise.all(Array.from({ length: 5 }, (_, i) => postWebhook(t.app, webhookEvent(`evt_balance_${i % 2}`, 'checkout.session.completed', paid))));
    const payments = (await entriesOf(member.id)).filter((entry) => entry.kind === 'payment');
    expect(payments).toEqual([expect.objectContaining({ amount_cents: 3500, reference: id })]);
    expect((await admin.statements.memberAccount.query({ userId: member.id })).summary.balanceCents).toBe(1000);
  });

  it('refuses with a message when nothing is due, and opens nothing', async () => {
    const member = await insertMember(t.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/statements/pay', headers: { cookie: await memberCookie(t.db, member.id, clock) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NOTHING_DUE_MESSAGE });
    expect(stripe.requests.filter((request) => request.startsWith('POST /v1/checkout/sessions'))).toEqual([]);
  });
});

describe('refunds through Stripe', () => {
  it('rejecting a paid application refunds it through the Refunds API once', async () => {
    const { adminCookie } = await adminAndMember(t.db, clock);
    const application = await insertApplication(t.db, { paid: 1, amount_paid_cents: 5000, payment_session_id: 'cs_app_paid' });
    stripe.add('cs_app_paid', application.email);
    const result = await trpcClient(t.app, adminCookie).applications.review.mutate({ id: application.id, status: 'rejected' });
    expect(result.refund).toBe('refunded');
    expect(stripe.refunds).toEqual(['pi_cs_app_paid']);
    expect((await outboxTo(t.db, application.email)).map((mail) => mail.subject)).toEqual(['Remote Golf Club: your application and your refund']);
  });

  it('keeps the payment on Payments to Review when Stripe refuses the refund, and mails nobody', async () => {
    const { adminCookie } = await adminAndMember(t.db, clock);
    const application = await insertApplication(t.db, { paid: 1, amount_paid_cents: 5000, payment_session_id: 'cs_app_refused' });
    stripe.add('cs_app_refused', application.email);
    stripe.refuseRefunds = true;
    const client = trpcClient(t.app, adminCookie);
    const result = await client.applications.review.mutate({ id: application.id, status: 'rejected' });
    expect(result.refund).toBe('kept-for-review');
    expect(await outboxTo(t.db, application.email)).toEqual([]);
    expect(await client.admin.payments.reviews.query()).toEqual([expect.objectContaining({ applicationId: application.id, status: 'open' })]);

    stripe.refuseRefunds = false;
    const [review] = await client.admin.payments.reviews.query();
    await client.admin.payments.refund.mutate({ id: review?.id ?? 0 });
    expect(stripe.refunds).toEqual(['pi_cs_app_refused']);
  });
});

describe('founding places through Stripe webhooks', () => {
  it('10 founding payments at once with 3 places left: exactly 3 get the founding price, 7 wait for review', async () => {
    const taken = await t.db.selectFrom('applications').select((eb) => eb.fn.countAll<number>().as('n')).where('founding', '=', 1).executeTakeFirstOrThrow();
    await t.db.updateTable('club_settings').set({ founding_member_cap: Number(taken.n) + 3, membership_price: 50, regular_price: 75 }).execute();
    const applicants = await Promise.all(Array.from({ length: 10 }, () => insertApplication(t.db, { status: 'approved' })));
    const responses = await Promise.all(
      applicants.map((applicant, i) => postWebhook(t.app, webhookEvent(`evt_f${i}`, 'checkout.session.completed', stripe.add(`cs_f${i}`, applicant.email)))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db.selectFrom('applications').selectAll().where('id', 'in', applicants.map((applicant) => applicant.id)).execute();
    expect(rows.filter((row) => row.paid === 1 && row.founding === 1)).toHaveLength(3);
    expect(rows.filter((row) => row.paid === 1 && row.founding === 0)).toHaveLength(0);
    const reviews = await t.db.selectFrom('payment_reviews').select('reason').execute();
    expect(reviews).toEqual(Array(7).fill({ reason: 'founding-places-taken' }));
  });
});
