import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outboxTo, insertApplication } from '../../../../test/application-factories';
import { insertMember, memberCookie } from '../../../../test/factories';
import { FakeStripe, stripeEnv } from '../../../../test/fake-stripe';
import { insertAccountEntryRow } from '../../../../test/statement-factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TestClock } from '../../../../test/test-clock';

// "The payment return always comes back to the site": the success and cancel addresses of every
// checkout the club opens come from where the browser really is, never from a port nobody listens on.

const clock = new TestClock('2027-03-10T17:00:00.000Z');
let t: TestApp;
let stripe: FakeStripe | null = null;
afterEach(async () => {
  await t.close();
  stripe?.server.close();
  stripe = null;
});

/** The app listening on a free port of this machine, as `npm start` with PORT=0 would: PUBLIC_URL unset. */
async function listening(env: Record<string, string> = {}): Promise<string> {
  t = await createTestApp({ PORT: '0', ...env }, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app has no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A member inside the renewal window who also owes a charge: both checkouts open. */
async function memberWithDues(): Promise<string> {
  const member = await insertMember(t.db, { paidThrough: '2027-03-20' });
  await insertAccountEntryRow(t.db, { user_id: member.id, kind: 'charge', amount_cents: 3500, occurred_at: '2027-03-01T12:00:00.000Z' });
  return memberCookie(t.db, member.id, clock);
}

async function open(site: string, cookie: string, path: '/api/membership/renew' | '/api/statements/pay'): Promise<string> {
  const response = await fetch(`${site}${path}`, { method: 'POST', headers: { cookie } });
  expect(response.status, path).toBe(200);
  return z.object({ url: z.string() }).parse(await response.json()).url;
}

describe('the return from a checkout', () => {
  it('comes back to the port the server answers on when PUBLIC_URL is unset (the built-in test checkout)', async () => {
    const site = await listening();
    expect(t.config.PUBLIC_URL).toBe('http://localhost:3000');
    const cookie = await memberWithDues();
    for (const path of ['/api/membership/renew', '/api/statements/pay'] as const) {
      const url = await open(site, cookie, path);
      // The test checkout itself is a page of this site: relative.
      expect(url, path).toMatch(/^\/test-checkout\?session=cs_test_/);
      const id = new URL(url, site).searchParams.get('session') ?? '';
      const row = await t.db.selectFrom('test_checkout_sessions').select('success_url').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.success_url, path).toBe(`${site}/member/statements?checkout=${id}`);
    }
  });

  it('sends Stripe success and cancel addresses on the port the server answers on', async () => {
    stripe = new FakeStripe();
    const site = await listening(stripeEnv(await stripe.start()));
    const cookie = await memberWithDues();
    for (const path of ['/api/membership/renew', '/api/statements/pay'] as const) {
      const url = await open(site, cookie, path);
      const id = /\/pay\/(cs_created_\d+)$/.exec(url)?.[1] ?? '';
      expect(stripe.returns.get(id), path).toEqual({ successUrl: `${site}/member/statements?checkout={CHECKOUT_SESSION_ID}`, cancelUrl: `${site}/member/statements` });
    }
  });

  it('on a public site always comes back to PUBLIC_URL, whatever Host the request names', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example.org/', PAYMENTS: 'test' }, { clock });
    const cookie = await memberWithDues();
    for (const url of ['/api/membership/renew', '/api/statements/pay']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie, host: 'elsewhere.example.com' } });
      expect(response.statusCode, url).toBe(200);
      const id = new URL(response.json<{ url: string }>().url, 'https://club.example.org').searchParams.get('session') ?? '';
      const row = await t.db.selectFrom('test_checkout_sessions').select('success_url').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.success_url, url).toBe(`https://club.example.org/member/statements?checkout=${id}`);
    }
  });

  it('the application payment: the link to pay and the checkout come back to the port the server listens on', async () => {
    t = await createTestApp({ PORT: '4173' }, { clock });
    expect(t.config.PUBLIC_URL).toBe('http://localhost:4173');
    // The built-in checkout is a page of the site the applicant is on; after paying it stays there (/payment/{id}).
    expect((await t.app.inject({ url: '/api/secret/payment-link' })).json()).toEqual({ link: '/test-checkout' });
    const application = await insertApplication(t.db, { email: 'unpaid@example.com' });
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${application.id}`,
      headers: { cookie: await memberCookie(t.db, admin.id, clock) },
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    const [mail] = await outboxTo(t.db, 'unpaid@example.com');
    expect(mail?.text_body).toContain('http://localhost:4173/payment?email=unpaid%40example.com');
  });
});
