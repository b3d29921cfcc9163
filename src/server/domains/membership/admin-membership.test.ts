import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/admin-helpers';
import { insertApplication, outboxTo } from '../../../test/application-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

/** The test app's clock: sessions and membership dates both go by it. */
const clock = new TestClock('2027-03-10T17:00:00.000Z');

// Noon in New York on 2027-03-10: expiring covers 03-10..04-09, grace 02-24..03-09, lapsed before 02-24.
let t: TestApp;
async function start() {
  t = await createTestApp({}, { clock });
  const admin = await insertMember(t.db, { memberType: 'admin' });
  return { admin, adminCookie: await memberCookie(t.db, admin.id, clock) };
}
afterEach(() => t.close());

async function clubOfEveryStatus() {
  return {
    active: await insertMember(t.db, { username: 'active1', paidThrough: '2027-04-10' }),
    expiring: await insertMember(t.db, { username: 'expiring1', paidThrough: '2027-03-10' }),
    grace: await insertMember(t.db, { username: 'grace1', paidThrough: '2027-02-24' }),
    lapsed: await insertMember(t.db, { username: 'lapsed1', paidThrough: '2027-02-23' }),
  };
}

describe('the members table by membership status', () => {
  it('shows status and paid-through, and filters by each status on both doors (admins count as active)', async () => {
    const { adminCookie } = await start();
    await clubOfEveryStatus();
    const listed = async (status: string) => {
      const response = await t.app.inject({ url: `/api/admin/members?status=${status}&pageSize=100`, headers: { cookie: adminCookie } });
      expect(response.statusCode).toBe(200);
      return response.json<Array<{ username: string; membershipStatus: string; paidThrough: string | null; renewalDue: string | null }>>();
    };
    // The renewal in the members' own words, from the same standing their pages and mails read.
    expect((await listed('expiring')).map((member) => [member.username, member.membershipStatus, member.paidThrough, member.renewalDue])).toEqual([
      ['expiring1', 'expiring', '2027-03-10', 'due today'],
    ]);
    expect((await listed('grace')).map((member) => [member.username, member.renewalDue])).toEqual([['grace1', 'lapsed 14 days ago']]);
    expect((await listed('lapsed')).map((member) => [member.username, member.renewalDue])).toEqual([['lapsed1', 'lapsed 15 days ago']]);
    const active = await listed('active');
    expect(active.find((member) => member.username === 'active1')?.renewalDue).toBe('due in 31 days');
    expect(active.every((member) => member.membershipStatus === 'active')).toBe(true);
    expect(active.filter((member) => member.paidThrough === null).length).toBeGreaterThanOrEqual(2);

    const page = await trpcClient(t.app, adminCookie).admin.members.list.query({ status: 'lapsed' });
    expect(page.items.map((member) => member.username)).toEqual(['lapsed1']);
    expect(page.total).toBe(1);
  });

  it('refuses an unknown status with a clear message', async () => {
    const { adminCookie } = await start();
    const response = await t.app.inject({ url: '/api/admin/members?status=overdue', headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choose active, expiring, grace or lapsed');
  });

  it('exports status and paid-through in the CSV', async () => {
    const { adminCookie } = await start();
    const members = await clubOfEveryStatus();
    const csv = (await t.app.inject({ url: '/api/admin/members.csv', headers: { cookie: adminCookie } })).body;
    const lineOf = (id: number) => csv.split('\r\n').find((line) => line.startsWith(`${id},`)) ?? '';
    expect(lineOf(members.grace.id)).toMatch(/,grace,2027-02-24$/);
    expect(lineOf(members.lapsed.id)).toMatch(/,lapsed,2027-02-23$/);
    expect(lineOf(1)).toMatch(/,admin,.*,active,$/);
  });

  it('shows the renewals falling due this week on the dashboard, by day', async () => {
    const { adminCookie } = await start();
    await clubOfEveryStatus();
    await insertMember(t.db, { paidThrough: '2027-03-16' });
    await insertMember(t.db, { paidThrough: '2027-03-17' });
    const dashboard = await trpcClient(t.app, adminCookie).admin.dashboard.query();
    expect(dashboard.weekAhead.filter((item) => item.kind === 'renewals')).toEqual([
      { kind: 'renewals', day: '2027-03-10', count: 1 },
      { kind: 'renewals', day: '2027-03-16', count: 1 },
    ]);
  });
});

describe('reversing a wrong entry', () => {
  async function chargedMember(adminCookie: string) {
    const member = await insertMember(t.db, { paidThrough: '2027-12-31' });
    const client = trpcClient(t.app, adminCookie);
    await client.statements.recordEntry.mutate({ userId: member.id, kind: 'charge', amount: 35, description: 'Locker rental' });
    const account = await client.statements.memberAccount.query({ userId: member.id });
    const charge = account.entries.find((entry) => entry.description === 'Locker rental');
    if (!charge) throw new Error('no charge');
    return { member, client, charge, balanceBefore: account.summary.balanceCents };
  }

  it('adds a reversing entry (the original stays), restores the balance and audits both', async () => {
    const { adminCookie } = await start();
    const { member, client, charge, balanceBefore } = await chargedMember(adminCookie);
    const reversal = await client.statements.reverseEntry.mutate({ entryId: charge.id, reason: 'Charged the wrong member' });
    expect(reversal).toMatchObject({ kind: 'reversal', reversesId: charge.id, amountCents: 3500 });

    const account = await client.statements.memberAccount.query({ userId: member.id });
    expect(account.summary.balanceCents).toBe(balanceBefore - 3500);
    expect(account.entries.find((entry) => entry.id === charge.id)).toMatchObject({ reversed: true });
    const statements = await trpcClient(t.app, await memberCookie(t.db, member.id, clock)).statements.list.query();
    const lines = statements.statements.flatMap((statement) => statement.lines);
    expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ description: 'Reversed: Locker rental', amountCents: -3500 })]));

    const audit = (await auditRows(t.db)).map((row) => row.action);
    expect(audit).toEqual(expect.arrayContaining(['account.charge', 'account.reverse']));
  });

  it('reverses an entry once even when two admins click at the same moment, and never reverses a reversal', async () => {
    const { adminCookie } = await start();
    const { client, charge } = await chargedMember(adminCookie);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.statements.reverseEntry.mutate({ entryId: charge.id, reason: 'Duplicate charge' })),
    );
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(String(result.reason)).toContain('This entry has already been reversed.');
    }
    const reversalId = done[0]?.status === 'fulfilled' ? done[0].value.id : 0;
    const again = await client.statements.reverseEntry.mutate({ entryId: reversalId, reason: 'Undo the undo' }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(TRPCClientError);
    expect(String(again)).toContain('A reversal cannot be reversed');
    const count = await t.db.selectFrom('account_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'reversal').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('asks for a reason, and refuses members', async () => {
    const { adminCookie } = await start();
    const { member, client, charge } = await chargedMember(adminCookie);
    await expect(client.statements.reverseEntry.mutate({ entryId: charge.id, reason: ' ' })).rejects.toThrow('Say why the entry is reversed');
    const asMember = trpcClient(t.app, await memberCookie(t.db, member.id, clock));
    await expect(asMember.statements.reverseEntry.mutate({ entryId: charge.id, reason: 'Not mine' })).rejects.toThrow();
    expect(await t.db.selectFrom('account_entries').selectAll().where('kind', '=', 'reversal').execute()).toEqual([]);
  });
});

describe('rejecting an application that has paid', () => {
  it('refunds through the provider, tells the applicant, and shows the refund on Payments to Review', async () => {
    const { adminCookie } = await start();
    const application = await insertApplication(t.db, { paid: 1, paid_at: '2027-03-01T10:00:00.000Z', amount_paid_cents: 5000, payment_session_id: 'test_paid_1' });
    const client = trpcClient(t.app, adminCookie);
    const result = await client.applications.review.mutate({ id: application.id, status: 'rejected' });
    expect(result).toMatchObject({ refund: 'refunded', emailSent: true });
    expect(result.application.status).toBe('rejected');

    const reviews = await client.admin.payments.reviews.query();
    expect(reviews).toEqual([expect.objectContaining({ applicationId: application.id, status: 'refunded', amountCents: 5000 })]);
    const mail = await outboxTo(t.db, application.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text_body).toContain('$50.00');
    expect((await auditRows(t.db)).map((row) => row.action)).toEqual(expect.arrayContaining(['application.reject', 'payment.refund']));

    // A second click is refused and refunds nothing twice.
    await expect(client.applications.review.mutate({ id: application.id, status: 'rejected' })).rejects.toThrow('This application has already been reviewed.');
    expect(await outboxTo(t.db, application.email)).toHaveLength(1);
    expect((await auditRows(t.db)).filter((row) => row.action === 'payment.refund')).toHaveLength(1);
  });

  it('refunds nothing for an unpaid application', async () => {
    const { adminCookie } = await start();
    const application = await insertApplication(t.db);
    const result = await trpcClient(t.app, adminCookie).applications.review.mutate({ id: application.id, status: 'rejected' });
    expect(result.refund).toBe('none');
    expect(await trpcClient(t.app, adminCookie).admin.payments.reviews.query()).toEqual([]);
  });
});
