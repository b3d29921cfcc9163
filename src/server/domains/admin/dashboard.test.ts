import { afterEach, describe, expect, it } from 'vitest';
import { insertApplication } from '../../../test/application-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertReservationRow } from '../../../test/reservation-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

/** The test app's clock: sessions and membership dates both go by it. */
const clock = new TestClock('2027-03-10T17:00:00.000Z');

// Noon in New York on 2027-03-10.
let t: TestApp;
afterEach(() => t.close());

async function charge(adminCookie: string, userId: number, kind: 'charge' | 'payment', amount: number) {
  await trpcClient(t.app, adminCookie).statements.recordEntry.mutate({ userId, kind, amount, description: `${kind} ${amount}` });
  const entries = await trpcClient(t.app, adminCookie).statements.memberAccount.query({ userId });
  return entries.entries[0]?.id ?? 0;
}

describe('the admin dashboard leads to the work waiting', () => {
  it('counts paid and unpaid applications waiting, unread messages, today’s tee times, balances due and mail that failed', async () => {
    t = await createTestApp({}, { clock });
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const adminCookie = await memberCookie(t.db, admin.id, clock);

    await insertApplication(t.db, { paid: 1 });
    await insertApplication(t.db);
    await insertApplication(t.db);
    await insertApplication(t.db, { status: 'approved', paid: 1 });

    const now = new Date().toISOString();
    const message = { name: 'Visitor', email: 'v@example.com', phone: '5550001111', message: 'Hello there, club.', created_at: now };
    await t.db.insertInto('contact_messages').values([{ ...message, read_at: null }, { ...message, read_at: now }]).execute();

    const golfer = await insertMember(t.db);
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2027-03-10', time: '09:00' });
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2027-03-10', time: '10:00' });
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2027-03-10', time: '11:00', cancelled_at: now });
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2027-03-11', time: '09:00' });

    const owes = await insertMember(t.db);
    await charge(adminCookie, owes.id, 'charge', 35);
    const settled = await insertMember(t.db);
    await charge(adminCookie, settled.id, 'charge', 10);
    await charge(adminCookie, settled.id, 'payment', 10);
    const reversed = await insertMember(t.db);
    const wrong = await charge(adminCookie, reversed.id, 'charge', 20);
    await trpcClient(t.app, adminCookie).statements.reverseEntry.mutate({ entryId: wrong, reason: 'Wrong member' });
    const paymentReversed = await insertMember(t.db);
    await charge(adminCookie, paymentReversed.id, 'charge', 15);
    const bounced = await charge(adminCookie, paymentReversed.id, 'payment', 15);
    await trpcClient(t.app, adminCookie).statements.reverseEntry.mutate({ entryId: bounced, reason: 'Cheque bounced' });

    const mail = { to_address: 'x@example.com', subject: 'S', text_body: 't', html_body: 'h', created_at: now, next_attempt_at: null };
    await t.db
      .insertInto('mail_outbox')
      .values([
        { ...mail, sent_at: null, attempts: 3, last_error: 'connection refused' },
        { ...mail, sent_at: now, attempts: 1, last_error: null },
        { ...mail, sent_at: null, attempts: 0, last_error: null },
      ])
      .execute();

    const counts = await trpcClient(t.app, adminCookie).admin.dashboard.query();
    expect(counts).toMatchObject({
      applications: 3,
      applicationsPaid: 1,
      applicationsUnpaid: 2,
      unreadMessages: 1,
      teeTimesToday: 2,
      balancesDue: 2,
      failedMail: 1,
    });

    // The count leads to the list: the same two members, on both doors.
    const listed = await trpcClient(t.app, adminCookie).admin.members.list.query({ balance: 'due' });
    expect(listed.items.map((member) => member.id).sort()).toEqual([owes.id, paymentReversed.id].sort());
    const rest = await t.app.inject({ url: '/api/admin/members?balance=due', headers: { cookie: adminCookie } });
    expect(rest.json<Array<{ id: number }>>().map((member) => member.id).sort()).toEqual([owes.id, paymentReversed.id].sort());
    const bad = await t.app.inject({ url: '/api/admin/members?balance=owing', headers: { cookie: adminCookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The balance filter can only be due');
  });
});
