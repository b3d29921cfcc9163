import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { insertAccountEntryRow } from '../../../test/statement-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import type { MemberStatements } from '../../../shared/statements/statement.schema';
import { recordMembershipPayment } from './statements.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

// Instants in UTC; the club is in America/New_York.
const MARCH_5 = '2026-03-05T15:00:00.000Z';
const MARCH_20 = '2026-03-20T15:00:00.000Z';
const APRIL_1_LOCAL_EVENING = '2026-04-01T02:30:00.000Z'; // March 31, 10:30 PM in New York
const APRIL_10 = '2026-04-10T15:00:00.000Z';
const MAY_2 = '2026-05-02T15:00:00.000Z';

async function statementsOf(userId: number): Promise<MemberStatements> {
  return trpcClient(t.app, await memberCookie(t.db, userId)).statements.list.query();
}

describe('statement arithmetic', () => {
  it('shows nothing owed, the yearly dues and the renewal date (the paid-through day)', async () => {
    const member = await insertMember(t.db, { paidThrough: '2027-03-05' });
    await recordMembershipPayment(t.db, { userId: member.id, amountCents: 5000, paidAt: MARCH_5, reference: 'cs_test_1', recordedAt: new Date() });
    const { summary, statements } = await statementsOf(member.id);
    expect(summary).toEqual({ balanceCents: 0, yearlyDuesCents: 5000, nextPaymentDate: '2027-03-05' });
    expect(statements).toEqual([
      {
        month: '2026-03',
        openingBalanceCents: 0,
        chargesCents: 5000,
        paymentsCents: 5000,
        closingBalanceCents: 0,
        status: 'Paid',
        lines: [
          { occurredAt: MARCH_5, description: 'Annual membership dues', amountCents: 5000 },
          { occurredAt: MARCH_5, description: 'Membership payment received', amountCents: -5000 },
        ],
      },
    ]);
  });

  it('records one payment once even when the pipeline reports it twice', async () => {
    const member = await insertMember(t.db);
    await recordMembershipPayment(t.db, { userId: member.id, amountCents: 5000, paidAt: MARCH_5, reference: 'cs_same', recordedAt: new Date() });
    await recordMembershipPayment(t.db, { userId: member.id, amountCents: 5000, paidAt: MARCH_5, reference: 'cs_same', recordedAt: new Date() });
    expect(await t.db.selectFrom('account_entries').selectAll().execute()).toHaveLength(1);
  });

  it('carries balances across months, buckets by club-local month, and marks months Paid once settled', async () => {
    const member = await insertMember(t.db);
    await recordMembershipPayment(t.db, { userId: member.id, amountCents: 5000, paidAt: MARCH_5, reference: 'cs_a', recordedAt: new Date() });
    await insertAccountEntryRow(t.db, { user_id: member.id, kind: 'charge', amount_cents: 3500, occurred_at: MARCH_20, description: 'Guest fees' });
    await insertAccountEntryRow(t.db, { user_id: member.id, kind: 'charge', amount_cents: 1250, occurred_at: APRIL_1_LOCAL_EVENING, description: 'Pro shop' });
    await insertAccountEntryRow(t.db, { user_id: member.id, kind: 'payment', amount_cents: 4750, occurred_at: APRIL_10 });
    await insertAccountEntryRow(t.db, { user_id: member.id, kind: 'charge', amount_cents: 2000, occurred_at: MAY_2, description: 'Tournament entry' });

    const { summary, statements } = await statementsOf(member.id);
    // Charges 5000 + 3500 + 1250 + 2000 = 11750; payments 5000 + 4750 = 9750.
    expect(summary.balanceCents).toBe(2000);
    expect(statements.map((s) => [s.month, s.openingBalanceCents, s.chargesCents, s.paymentsCents, s.closingBalanceCents, s.status])).toEqual([
      ['2026-05', 0, 2000, 0, 2000, 'Due'],
      ['2026-04', 4750, 0, 4750, 0, 'Paid'],
      ['2026-03', 0, 9750, 5000, 4750, 'Paid'],
    ]);
    // The evening of March 31 in New York is already April 1 in UTC: it belongs to March.
    expect(statements[2]?.lines.map((l) => l.description)).toEqual(['Annual membership dues', 'Membership payment received', 'Guest fees', 'Pro shop']);

    await insertAccountEntryRow(t.db, { user_id: member.id, kind: 'payment', amount_cents: 1000, occurred_at: new Date().toISOString() });
    expect((await statementsOf(member.id)).statements.find((s) => s.month === '2026-05')?.status).toBe('Due');
    await insertAccountEntryRow(t.db, { user_id: member.id, kind: 'payment', amount_cents: 1000, occurred_at: new Date().toISOString() });
    const after = await statementsOf(member.id);
    expect(after.summary.balanceCents).toBe(0);
    expect(after.statements.filter((s) => s.month <= '2026-05').every((s) => s.status === 'Paid')).toBe(true);
  });

  // The renewal date is the paid-through date as everywhere else, not a year after some payment: an
  // admin's correction or a renewal paid early moves it and no payment's date does.
  it('follows the membership price for the yearly dues and the paid-through date for the renewal, whatever the payments’ dates', async () => {
    const member = await insertMember(t.db, { paidThrough: '2027-06-30' });
    await t.db.updateTable('club_settings').set({ membership_price: 75.5 }).execute();
    await recordMembershipPayment(t.db, { userId: member.id, amountCents: 5000, paidAt: '2025-02-10T15:00:00.000Z', reference: 'cs_2025', recordedAt: new Date() });
    await recordMembershipPayment(t.db, { userId: member.id, amountCents: 5000, paidAt: '2026-02-08T15:00:00.000Z', reference: 'cs_2026', recordedAt: new Date() });
    const { summary } = await statementsOf(member.id);
    expect(summary).toEqual({ balanceCents: 0, yearlyDuesCents: 7550, nextPaymentDate: '2027-06-30' });
  });

  it('has no statements before any activity, and an admin (who never lapses) no renewal date', async () => {
    const member = await insertMember(t.db, { paidThrough: '2027-01-15' });
    expect(await statementsOf(member.id)).toEqual({ summary: { balanceCents: 0, yearlyDuesCents: 5000, nextPaymentDate: '2027-01-15' }, statements: [] });
    const admin = await insertMember(t.db, { memberType: 'admin', paidThrough: '2027-01-15' });
    expect((await statementsOf(admin.id)).summary.nextPaymentDate).toBeNull();
  });
});

describe('GET /api/statements/{yyyy-mm}.pdf', () => {
  it('is a real PDF with the club, the member’s name, the lines and the totals', async () => {
    const member = await insertMember(t.db, { fullName: 'Morgan Greens', paidThrough: '2027-03-05' });
    await recordMembershipPayment(t.db, { userId: member.id, amountCents: 5000, paidAt: MARCH_5, reference: 'cs_pdf', recordedAt: new Date() });
    await insertAccountEntryRow(t.db, { user_id: member.id, kind: 'charge', amount_cents: 35000, occurred_at: MARCH_20, description: 'Locker rental' });
    const cookie = await memberCookie(t.db, member.id);
    const response = await t.app.inject({ method: 'GET', url: '/api/statements/2026-03.pdf', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026-03.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    const text = pdfText(pdf);
    expect(text).toContain('Remote Golf Club');
    expect(text).toContain('Statement for March 2026');
    expect(text).toContain('Member: Morgan Greens');
    expect(text).toContain('Locker rental');
    expect(text).toContain('Total charges');
    expect(text).toMatch(/Total charges\n\$400\.00/);
    expect(text).toMatch(/Total payments\n\$50\.00/);
    expect(text).toMatch(/Closing balance\n\$350\.00/);
    expect(text).toContain('Status: Due');
    expect(text).toContain('Next Payment: 03/05/2027 (membership renewal)');
  });

  it('answers 404 for a month without activity and 400 for a bad name', async () => {
    const member = await insertMember(t.db);
    const cookie = await memberCookie(t.db, member.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/statements/2026-03.pdf', headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/statements/2026-13.pdf', headers: { cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/statements/march.pdf', headers: { cookie } })).statusCode).toBe(400);
  });

  it('only ever shows the signed-in member’s own account', async () => {
    const owner = await insertMember(t.db, { fullName: 'Owner Person' });
    await insertAccountEntryRow(t.db, { user_id: owner.id, kind: 'charge', amount_cents: 9900, occurred_at: MARCH_20, description: 'Secret charge' });
    const other = await insertMember(t.db);
    const cookie = await memberCookie(t.db, other.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/statements/2026-03.pdf', headers: { cookie } })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/statements', headers: { cookie } });
    expect(list.json()).toMatchObject({ statements: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/statements/2026-03.pdf' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/statements' })).statusCode).toBe(401);
  });
});

describe('admin account entries', () => {
  it('lets an admin record a charge and a payment that the member then sees', async () => {
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const member = await insertMember(t.db);
    const client = trpcClient(t.app, await memberCookie(t.db, admin.id));
    await client.statements.recordEntry.mutate({ userId: member.id, kind: 'charge', amount: 120.5, description: 'Simulator lessons' });
    await client.statements.recordEntry.mutate({ userId: member.id, kind: 'payment', amount: 20, description: 'Cash at front desk' });
    const account = await client.statements.memberAccount.query({ userId: member.id });
    expect(account.member).toEqual({ id: member.id, username: member.username, fullName: member.full_name });
    expect(account.summary.balanceCents).toBe(10050);
    expect(account.entries.map((e) => [e.kind, e.amountCents, e.description])).toEqual([
      ['payment', 2000, 'Cash at front desk'],
      ['charge', 12050, 'Simulator lessons'],
    ]);
    const rows = await t.db.selectFrom('account_entries').select('created_by').execute();
    expect(rows.every((row) => row.created_by === admin.id)).toBe(true);
    expect((await statementsOf(member.id)).summary.balanceCents).toBe(10050);
  });

  it('refuses bad amounts and descriptions with a message, and members entirely', async () => {
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const member = await insertMember(t.db);
    const client = trpcClient(t.app, await memberCookie(t.db, admin.id));
    await expect(client.statements.recordEntry.mutate({ userId: member.id, kind: 'charge', amount: 0, description: 'Nothing' })).rejects.toThrow(
      'Amount must be more than $0.00',
    );
    await expect(client.statements.recordEntry.mutate({ userId: member.id, kind: 'charge', amount: 1.005, description: 'Fraction' })).rejects.toThrow(
      'Amount can have at most 2 decimals',
    );
    await expect(client.statements.recordEntry.mutate({ userId: 9999, kind: 'charge', amount: 10, description: 'Nobody' })).rejects.toThrow('Member not found');
    const asMember = await trpcClient(t.app, await memberCookie(t.db, member.id))
      .statements.recordEntry.mutate({ userId: member.id, kind: 'payment', amount: 1000, description: 'Self credit' })
      .catch((caught: unknown) => caught);
    expect(asMember instanceof TRPCClientError ? asMember.data : undefined).toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.db.selectFrom('account_entries').selectAll().execute()).toHaveLength(0);
  });
});
