import { afterEach, describe, expect, it } from 'vitest';
import { LAPSED_MESSAGE, NOTHING_DUE_MESSAGE } from '../../../shared/membership/membership.schema';
import { auditRows } from '../../../test/admin-helpers';
import { outboxTo } from '../../../test/application-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// Noon in New York (the club's zone) on 2027-03-10.
const NOON = (day: string) => `${day}T17:00:00.000Z`;

let t: TestApp;
let clock: TestClock;
async function start(day = '2027-03-10') {
  clock = new TestClock(NOON(day));
  t = await createTestApp({}, { clock });
}
afterEach(() => t.close());

async function membershipOf(cookie: string) {
  const response = await t.app.inject({ url: '/api/membership', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ status: string; paidThrough: string | null; renewalPrice: number; balanceDue: number; renewalDate: string | null; canRenew: boolean }>();
}

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** Opens a renewal and pays it on the built-in test checkout, as the browser would. */
async function renewThroughTestCheckout(cookie: string) {
  // The browser is on the club's public address (inject's own default Host is localhost:80).
  const opened = await t.app.inject({ method: 'POST', url: '/api/membership/renew', headers: { cookie, host: new URL(t.config.PUBLIC_URL).host } });
  expect(opened.statusCode).toBe(200);
  const sessionId = new URL(opened.json<{ url: string }>().url, 'http://x').searchParams.get('session') ?? '';
  const paid = await trpcClient(t.app).payments.payTestSession.mutate({ sessionId, ...TEST_CARD });
  return { sessionId, paid };
}

describe('the membership states', () => {
  it('moves a member through active, expiring, grace and lapsed as the club clock runs; admins never lapse', async () => {
    await start('2027-01-01');
    const member = await insertMember(t.db, { paidThrough: '2027-03-10' });
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const seen: string[] = [];
    for (const day of ['2027-02-07', '2027-02-08', '2027-03-10', '2027-03-11', '2027-03-24', '2027-03-25']) {
      clock.set(NOON(day));
      // Weeks apart: the member signs in again each time (a session ends after 7 idle days).
      seen.push((await membershipOf(await memberCookie(t.db, member.id, clock))).status);
    }
    expect(seen).toEqual(['active', 'expiring', 'expiring', 'grace', 'grace', 'lapsed']);
    expect(await membershipOf(await memberCookie(t.db, admin.id, clock))).toEqual({
      status: 'active',
      paidThrough: null,
      renewalPrice: 50,
      balanceDue: 0,
      renewalDate: null,
      renewalOpensOn: null,
      canRenew: false,
    });
  });

  it('uses the club’s own day: 11 pm in New York is still the paid-through day', async () => {
    await start();
    const member = await insertMember(t.db, { paidThrough: '2027-03-10' });
    clock.set('2027-03-11T04:00:00.000Z');
    expect((await membershipOf(await memberCookie(t.db, member.id, clock))).status).toBe('expiring');
  });
});

describe('renewing online (the built-in test checkout)', () => {
  it('extends a year from the paid-through date, records it on the statement, mails a receipt with the statement, and counts once', async () => {
    await start();
    const member = await insertMember(t.db, { paidThrough: '2027-03-20' });
    const cookie = await memberCookie(t.db, member.id, clock);
    const { sessionId, paid } = await renewThroughTestCheckout(cookie);
    expect(paid.redirectTo).toBe(`${t.config.PUBLIC_URL.replace(/\/$/, '')}/member/statements?checkout=${sessionId}`);
    expect(await membershipOf(cookie)).toMatchObject({ status: 'active', paidThrough: '2028-03-20' });

    // The return page and a repeated report change nothing twice.
    const client = trpcClient(t.app, cookie);
    expect(await client.membership.confirmCheckout.mutate({ sessionId })).toEqual({ status: 'paid', purpose: 'renewal' });
    await expect(trpcClient(t.app).payments.payTestSession.mutate({ sessionId, ...TEST_CARD })).resolves.toBeTruthy();
    expect((await membershipOf(cookie)).paidThrough).toBe('2028-03-20');

    const statements = await client.statements.list.query();
    const lines = statements.statements.flatMap((statement) => statement.lines.map((line) => line.description));
    expect(lines.filter((line) => line === 'Membership renewal, paid through 2028-03-20')).toHaveLength(1);
    const mail = await outboxTo(t.db, member.email ?? '');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Remote Golf Club: receipt for your payment of $50.00');
    expect(mail[0]?.attachments).toContain('"filename":"statement-2027-03.pdf"');
    expect((await auditRows(t.db)).filter((row) => row.action === 'membership.renew')).toHaveLength(1);
  });

  it('extends a lapsed membership a year from today, and opens the feed again', async () => {
    await start();
    const member = await insertMember(t.db, { paidThrough: '2026-12-01' });
    const cookie = await memberCookie(t.db, member.id, clock);
    const refused = await t.app.inject({ url: '/api/feed', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: LAPSED_MESSAGE });
    await renewThroughTestCheckout(cookie);
    expect(await membershipOf(cookie)).toMatchObject({ status: 'active', paidThrough: '2028-03-10' });
    expect((await t.app.inject({ url: '/api/feed', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses to renew before the renewal window opens, and an admin', async () => {
    await start();
    const member = await insertMember(t.db, { paidThrough: '2027-04-10' });
    const response = await t.app.inject({ method: 'POST', url: '/api/membership/renew', headers: { cookie: await memberCookie(t.db, member.id, clock) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Your membership is paid through April 10, 2027. Renewal opens on March 11, 2027.' });
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const adminTry = await t.app.inject({ method: 'POST', url: '/api/membership/renew', headers: { cookie: await memberCookie(t.db, admin.id, clock) } });
    expect(adminTry.statusCode).toBe(400);
  });
});

describe('paying a balance online', () => {
  it('records exactly the amount due when the checkout opened', async () => {
    await start();
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const adminApi = trpcClient(t.app, await memberCookie(t.db, admin.id, clock));
    const member = await insertMember(t.db);
    const cookie = await memberCookie(t.db, member.id, clock);
    const nothing = await t.app.inject({ method: 'POST', url: '/api/statements/pay', headers: { cookie } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ message: NOTHING_DUE_MESSAGE });

    await adminApi.statements.recordEntry.mutate({ userId: member.id, kind: 'charge', amount: 35, description: 'Guest green fee' });
    expect((await membershipOf(cookie)).balanceDue).toBe(35);
    const opened = await t.app.inject({ method: 'POST', url: '/api/statements/pay', headers: { cookie } });
    const sessionId = new URL(opened.json<{ url: string }>().url, 'http://x').searchParams.get('session') ?? '';
    await adminApi.statements.recordEntry.mutate({ userId: member.id, kind: 'charge', amount: 10, description: 'Range balls' });
    await trpcClient(t.app).payments.payTestSession.mutate({ sessionId, ...TEST_CARD });
    await trpcClient(t.app).payments.payTestSession.mutate({ sessionId, ...TEST_CARD });
    const entries = await t.db.selectFrom('account_entries').selectAll().where('user_id', '=', member.id).where('kind', '=', 'payment').execute();
    expect(entries.map((entry) => entry.amount_cents)).toEqual([3500]);
    expect((await membershipOf(cookie)).balanceDue).toBe(10);
  });
});

describe('an admin sets a paid-through date', () => {
  it('sets it, records a payment taken by hand on the statement, and audits both', async () => {
    await start();
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const member = await insertMember(t.db, { paidThrough: '2027-01-01' });
    const cookie = await memberCookie(t.db, admin.id, clock);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/members/${member.id}/membership`,
      headers: { cookie },
      payload: { paidThrough: '2028-01-01', note: 'cheque 1042', amountPaid: 50 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'active', paidThrough: '2028-01-01' });
    const entries = await t.db.selectFrom('account_entries').selectAll().where('user_id', '=', member.id).execute();
    expect(entries).toMatchObject([{ kind: 'membership_payment', amount_cents: 5000, description: 'Membership dues (cheque 1042)' }]);
    expect((await auditRows(t.db)).at(-1)?.summary).toBe(`Set the paid-through date of "${member.username}" 2027-01-01 → 2028-01-01 (paid $50.00; note: "cheque 1042")`);
  });

  it('refuses a date that does not exist, changing nothing; members may not', async () => {
    await start();
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const member = await insertMember(t.db, { paidThrough: '2027-06-01' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/members/${member.id}/membership`,
      headers: { cookie: await memberCookie(t.db, admin.id, clock) },
      payload: { paidThrough: '2027-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Enter the paid-through date as YYYY-MM-DD' });
    const asMember = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/members/${member.id}/membership`,
      headers: { cookie: await memberCookie(t.db, member.id, clock) },
      payload: { paidThrough: '2030-01-01' },
    });
    expect(asMember.statusCode).toBe(403);
    const row = await t.db.selectFrom('users').select('paid_through').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.paid_through).toBe('2027-06-01');
  });
});
