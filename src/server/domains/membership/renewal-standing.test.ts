import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../test/application-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { testDeps } from '../../../test/test-deps';
import { sendDueReminders } from './reminders.service';

// The brief's proof: one renewal date on every door, Renew only inside the window, and words by the real
// state, at chosen instants of the club's clock (New York; 30 days' window, 14 days' grace by default).
const NOON = (day: string) => `${day}T17:00:00.000Z`;
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

let t: TestApp;
let clock: TestClock;
async function start(day: string) {
  clock = new TestClock(NOON(day));
  t = await createTestApp({}, { clock });
}
afterEach(() => t.close());

/** A member paid through `paidThrough`, signed in at the clock's instant, with both doors. */
async function memberPaidThrough(paidThrough: string) {
  const member = await insertMember(t.db, { paidThrough });
  const cookie = await memberCookie(t.db, member.id, clock);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}

async function rest<T>(cookie: string, url: string, method: 'GET' | 'POST' = 'GET') {
  const response = await t.app.inject({ method, url, headers: { cookie } });
  return { status: response.statusCode, body: response.json<T>() };
}

interface RestMembership {
  status: string;
  paidThrough: string | null;
  renewalDate: string | null;
  renewalOpensOn: string | null;
  canRenew: boolean;
}

async function remindersTo(email: string | null) {
  await sendDueReminders(testDeps(t, { clock }));
  return outboxTo(t.db, email ?? '');
}

async function refusalOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCClientError)) throw new Error('The call was not refused');
  return error.message;
}

describe('far ahead of the renewal date', () => {
  it('offers no Renew on either door, refuses a checkout saying when renewal opens, and sends no reminder', async () => {
    await start('2027-03-10');
    const { member, cookie, trpc } = await memberPaidThrough('2027-09-01');
    const viaRest = await rest<RestMembership>(cookie, '/api/membership');
    expect(viaRest.body).toMatchObject({ status: 'active', paidThrough: '2027-09-01', renewalDate: '2027-09-01', renewalOpensOn: '2027-08-02', canRenew: false });
    expect(await trpc.membership.get.query()).toMatchObject({ renewalDate: '2027-09-01', renewalOpensOn: '2027-08-02', canRenew: false, daysLeft: 175 });

    const message = 'Your membership is paid through September 1, 2027. Renewal opens on August 2, 2027.';
    const refused = await rest<{ message: string }>(cookie, '/api/membership/renew', 'POST');
    expect([refused.status, refused.body.message]).toEqual([400, message]);
    expect(await refusalOf(trpc.membership.renew.mutate())).toBe(message);
    expect(await t.db.selectFrom('membership_checkouts').selectAll().execute()).toEqual([]);
    expect(await remindersTo(member.email)).toEqual([]);
  });

  it('opens the window exactly the club’s expiring warning before the date: 31 days is refused, 30 is taken', async () => {
    await start('2027-03-10');
    const early = await memberPaidThrough('2027-04-10');
    expect((await rest(early.cookie, '/api/membership/renew', 'POST')).status).toBe(400);
    const inWindow = await memberPaidThrough('2027-04-09');
    expect((await rest(inWindow.cookie, '/api/membership/renew', 'POST')).status).toBe(200);

    // The window is the club's setting: a week's warning closes it again for the 30-day member.
    await t.db.updateTable('club_settings').set({ expiring_days: 7 }).execute();
    expect(await refusalOf(inWindow.trpc.membership.renew.mutate())).toBe('Your membership is paid through April 9, 2027. Renewal opens on April 2, 2027.');
  });
});

describe('inside the renewal window', () => {
  it('names one renewal date on the status, the statements (both doors), the PDF and the mail, due in 12 days', async () => {
    await start('2027-03-10');
    const { member, cookie, trpc } = await memberPaidThrough('2027-03-22');
    const membership = await trpc.membership.get.query();
    expect(membership).toMatchObject({ status: 'expiring', renewalDate: '2027-03-22', canRenew: true, daysLeft: 12 });
    expect((await rest<RestMembership>(cookie, '/api/membership')).body.renewalDate).toBe('2027-03-22');
    expect((await trpc.statements.list.query()).summary.nextPaymentDate).toBe('2027-03-22');
    expect((await rest<{ summary: { nextPaymentDate: string } }>(cookie, '/api/statements')).body.summary.nextPaymentDate).toBe('2027-03-22');

    const [mail] = await remindersTo(member.email);
    expect(mail?.subject).toBe('Remote Golf Club: your membership is due in 12 days');
    expect(mail?.text_body).toContain('Your membership is paid through March 22, 2027: renewal is due in 12 days.');
    expect(mail?.text_body).toContain('the new year starts the day after March 22, 2027, so you lose no day.');

    // A charge puts a statement on file; its PDF names the same next payment.
    const admin = await insertMember(t.db, { memberType: 'admin' });
    await trpcClient(t.app, await memberCookie(t.db, admin.id, clock)).statements.recordEntry.mutate({
      userId: member.id,
      kind: 'charge',
      amount: 12,
      description: 'Range balls',
    });
    const pdf = await t.app.inject({ url: '/api/statements/2027-03.pdf', headers: { cookie } });
    expect(pdfText(pdf.rawPayload)).toContain('Next Payment: 03/22/2027 (membership renewal)');
  });

  it('a renewal paid early extends from the paid-through date: not a day is lost', async () => {
    await start('2027-03-10');
    const { cookie, trpc } = await memberPaidThrough('2027-04-09');
    const opened = await rest<{ url: string }>(cookie, '/api/membership/renew', 'POST');
    const sessionId = new URL(opened.body.url, 'http://x').searchParams.get('session') ?? '';
    await trpcClient(t.app).payments.payTestSession.mutate({ sessionId, ...TEST_CARD });
    expect(await trpc.membership.get.query()).toMatchObject({ status: 'active', paidThrough: '2028-04-09', renewalDate: '2028-04-09', canRenew: false });
    expect((await trpc.statements.list.query()).summary.nextPaymentDate).toBe('2028-04-09');
    // Paid once: a second checkout is refused now the year runs far ahead.
    expect(await refusalOf(trpc.membership.renew.mutate())).toBe('Your membership is paid through April 9, 2028. Renewal opens on March 10, 2028.');
  });
});

describe('on the renewal date and after it', () => {
  it('on the day: due today, and the same mail is not sent again that day or in the grace after it', async () => {
    await start('2027-03-10');
    const { member, trpc } = await memberPaidThrough('2027-03-10');
    expect(await trpc.membership.get.query()).toMatchObject({ status: 'expiring', daysLeft: 0, canRenew: true });
    const mails = await remindersTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Remote Golf Club: your membership is due today']);
    expect(mails[0]?.text_body).toContain('Your membership is paid through March 10, 2027: renewal is due today.');

    expect(await remindersTo(member.email)).toHaveLength(1);
    clock.set(NOON('2027-03-13'));
    expect(await remindersTo(member.email)).toHaveLength(1);
  });

  it.each([
    [1, 'lapsed 1 day ago', '2027-03-11', 13],
    [3, 'lapsed 3 days ago', '2027-03-13', 11],
  ])('%i day(s) past, the due-day reminder missed: "%s", never "due today"', async (daysPast, phrase, today, graceLeft) => {
    await start(today);
    const { member, cookie, trpc } = await memberPaidThrough('2027-03-10');
    expect(await trpc.membership.get.query()).toMatchObject({ status: 'grace', daysLeft: -daysPast, graceDaysLeft: graceLeft, canRenew: true, renewalDate: '2027-03-10' });
    expect((await rest<RestMembership>(cookie, '/api/membership')).body).toMatchObject({ status: 'grace', renewalDate: '2027-03-10', canRenew: true });
    expect((await trpc.statements.list.query()).summary.nextPaymentDate).toBe('2027-03-10');

    const mails = await remindersTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Remote Golf Club: your membership ${phrase}`]);
    expect(mails[0]?.text_body).toContain(`Your membership ${phrase}: it was paid through March 10, 2027. You keep full access for ${graceLeft} more days, through March 24, 2027.`);
    expect(mails[0]?.text_body).not.toContain('due today');
    expect(mails[0]?.text_body).toContain('Renew for $50.00 to carry on: your new year runs from the day you pay.');
    // Renewing is open, from today.
    expect((await rest(cookie, '/api/membership/renew', 'POST')).status).toBe(200);
  });
});
