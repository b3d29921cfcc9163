import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { TestClock } from '../../../test/test-clock';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

const clock = new TestClock('2026-11-20T12:00:00Z');
const START = '2026-12-05T14:00:00.000Z';
let t: TestApp;
beforeEach(async () => {
  clock.set('2026-11-20T12:00:00Z');
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function members(count: number, prefix = 'm') {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const member = await insertMember(t.db, { username: `${prefix}${i + 1}`, fullName: `Player ${prefix}${i + 1}`, email: `${prefix}${i + 1}@example.com` });
      return { member, cookie: await memberCookie(t.db, member.id, clock) };
    }),
  );
}

const rsvp = (cookie: string, eventId: number, going: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/rsvp`, headers: { cookie }, payload: { going } });
const statuses = (eventId: number) =>
  t.db.selectFrom('event_rsvps').select(['user_id', 'status']).where('event_id', '=', eventId).orderBy('asked_at').orderBy('id').execute();
const promotionMails = () => t.db.selectFrom('mail_outbox').select(['to_address', 'subject']).where('subject', 'like', "You're in:%").execute();
const entriesOf = (userId: number) =>
  t.db.selectFrom('account_entries').select(['kind', 'amount_cents', 'description', 'reverses_id']).where('user_id', '=', userId).orderBy('id').execute();

describe('RSVP with capacity and a waitlist', () => {
  it('gives 10 places to 20 members answering at once, and the other 10 wait in positions 1 to 10', async () => {
    const event = await insertEvent(t.db, { start_date: START, capacity: 10 });
    const people = await members(20);
    const answers = await Promise.all(people.map((p) => rsvp(p.cookie, event.id, true)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const bodies = answers.map((a) => a.json<{ status: string; position: number | null }>());
    expect(bodies.filter((b) => b.status === 'going')).toHaveLength(10);
    expect(
      bodies
        .filter((b) => b.status === 'waitlisted')
        .map((b) => b.position)
        .sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const rows = await statuses(event.id);
    expect(rows.filter((r) => r.status === 'going')).toHaveLength(10);
    // Answering again changes nothing.
    const again = await rsvp(people[0]?.cookie ?? '', event.id, true);
    expect(again.json()).toMatchObject({ placesLeft: 0 });
    expect(await statuses(event.id)).toEqual(rows);
  });

  it('promotes exactly the first 5 waiting when 5 going members drop out at once, each e-mailed once', async () => {
    const event = await insertEvent(t.db, { start_date: START, capacity: 10 });
    const people = await members(15);
    for (const p of people) await rsvp(p.cookie, event.id, true);
    const waiting = (await statuses(event.id)).filter((r) => r.status === 'waitlisted').map((r) => r.user_id);
    await Promise.all(people.slice(0, 5).map((p) => rsvp(p.cookie, event.id, false)));
    const rows = await statuses(event.id);
    expect(rows.filter((r) => r.status === 'going')).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'going').map((r) => r.user_id)).toEqual(expect.arrayContaining(waiting));
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(0);
    const mails = await promotionMails();
    expect(mails.map((m) => m.to_address).sort()).toEqual(people.slice(10).map((p) => p.member.email).sort());
    expect(mails[0]?.subject).toBe(`You're in: ${event.title}`);
  });

  it('promotes the next in line, and only them, when one going member drops out', async () => {
    const event = await insertEvent(t.db, { start_date: START, capacity: 1 });
    const [a, b, c] = await members(3);
    for (const p of [a, b, c]) await rsvp(p?.cookie ?? '', event.id, true);
    expect((await rsvp(c?.cookie ?? '', event.id, true)).json()).toEqual({ status: 'waitlisted', position: 2, placesLeft: 0, offerExpiresAt: null });
    await rsvp(a?.cookie ?? '', event.id, false);
    expect((await rsvp(b?.cookie ?? '', event.id, true)).json()).toEqual({ status: 'going', position: null, placesLeft: 0, offerExpiresAt: null });
    expect((await rsvp(c?.cookie ?? '', event.id, true)).json()).toEqual({ status: 'waitlisted', position: 1, placesLeft: 0, offerExpiresAt: null });
  });

  it('refuses going after the deadline and after the start, and bad answers, changing nothing', async () => {
    const event = await insertEvent(t.db, { start_date: START, rsvp_deadline: '2026-11-25T00:00:00.000Z' });
    const [p] = await members(1);
    clock.set('2026-11-26T00:00:00Z');
    expect((await rsvp(p?.cookie ?? '', event.id, true)).json()).toMatchObject({ message: 'The RSVP deadline for this event has passed.' });
    expect((await rsvp(p?.cookie ?? '', event.id, 'yes')).statusCode).toBe(400);
    expect((await rsvp(p?.cookie ?? '', 999999, true)).statusCode).toBe(404);
    clock.set('2026-12-06T00:00:00Z');
    // Ten days on, the member signs in again (a session ends after 7 idle days).
    const again = await memberCookie(t.db, p?.member.id ?? 0, clock);
    expect((await rsvp(again, event.id, false)).json()).toMatchObject({ message: 'This event has already started.' });
    expect(await statuses(event.id)).toEqual([]);
  });
});

describe('entry fees', () => {
  it('charges going members and the promoted, returns the fee to those who drop out in time, keeps it after the deadline', async () => {
    const event = await insertEvent(t.db, { start_date: START, capacity: 1, fee_cents: 2500, rsvp_deadline: '2026-12-01T00:00:00.000Z' });
    const [a, b] = await members(2);
    await rsvp(a?.cookie ?? '', event.id, true);
    await rsvp(b?.cookie ?? '', event.id, true); // waitlisted: no charge
    expect(await entriesOf(b?.member.id ?? 0)).toEqual([]);
    await rsvp(a?.cookie ?? '', event.id, false); // in time: the fee comes back, b is promoted and charged
    const aEntries = await entriesOf(a?.member.id ?? 0);
    expect(aEntries.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['charge', 2500],
      ['reversal', 2500],
    ]);
    expect(await entriesOf(b?.member.id ?? 0)).toMatchObject([{ kind: 'charge', amount_cents: 2500, description: `Entry fee: ${event.title}` }]);
    clock.set('2026-12-02T00:00:00Z');
    await rsvp(b?.cookie ?? '', event.id, false); // too late: the fee stays
    expect((await entriesOf(b?.member.id ?? 0)).map((e) => e.kind)).toEqual(['charge']);
    expect((await auditRows(t.db)).filter((r) => r.action === 'account.charge')).toHaveLength(2);
  });
});

describe('admins and attendees', () => {
  it('lists going and the waitlist, adds and removes a member (promoting the next), exports a CSV', async () => {
    const { adminCookie } = await adminAndMember(t.db, clock);
    const event = await insertEvent(t.db, { start_date: START, capacity: 1 });
    const [a, b, c] = await members(3);
    await rsvp(a?.cookie ?? '', event.id, true);
    await rsvp(b?.cookie ?? '', event.id, true);
    const attendees = await t.app.inject({ url: `/api/events/${event.id}/attendees`, headers: { cookie: adminCookie } });
    expect(attendees.json()).toEqual({
      going: [{ id: a?.member.id, username: 'm1', name: 'Player m1' }],
      waitlist: [{ id: b?.member.id, username: 'm2', name: 'Player m2', position: 1 }],
      offered: [],
    });
    expect((await t.app.inject({ url: `/api/events/${event.id}/attendees`, headers: { cookie: a?.cookie ?? '' } })).statusCode).toBe(403);
    const admin = trpcClient(t.app, adminCookie);
    await admin.admin.events.addAttendee.mutate({ eventId: event.id, userId: c?.member.id ?? 0 });
    const removed = await admin.admin.events.removeAttendee.mutate({ eventId: event.id, userId: a?.member.id ?? 0 });
    expect(removed).toEqual({
      going: [{ id: b?.member.id, username: 'm2', name: 'Player m2' }],
      waitlist: [{ id: c?.member.id, username: 'm3', name: 'Player m3', position: 1 }],
      offered: [],
    });
    const csv = await t.app.inject({ url: `/api/admin/events/${event.id}/attendees.csv`, headers: { cookie: adminCookie } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')).toEqual(['Status,Position,Username,Email', 'Going,,m2,m2@example.com', 'Waitlist,1,m3,m3@example.com', '']);
    expect((await auditRows(t.db)).map((r) => r.action)).toEqual(expect.arrayContaining(['event.attendee.add', 'event.attendee.remove']));
  });

  it('takes capacity, deadline and fee on the admin event form, refusing bad values with their message', async () => {
    const { adminCookie } = await adminAndMember(t.db, clock);
    const body = { title: 'Club Dinner', description: 'Three courses.', startDate: START, endDate: '2026-12-05T17:00:00.000Z', category: 'Social', location: 'Clubhouse' };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/events', headers: { cookie: adminCookie }, payload: { ...body, capacity: 40, rsvpDeadline: '2026-12-01T00:00:00.000Z', fee: 35.5 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ capacity: 40, placesLeft: 40, rsvpDeadline: '2026-12-01T00:00:00.000Z', fee: 35.5 });
    for (const [change, message] of [
      [{ capacity: 0 }, 'Capacity must be at least 1, or empty for no limit'],
      [{ fee: -1 }, 'Fee cannot be negative'],
      [{ fee: 1.234 }, 'Fee has at most 2 decimals'],
      [{ rsvpDeadline: '2026-12-06T00:00:00.000Z' }, 'The RSVP deadline must be before the event starts'],
    ] as const) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/admin/events', headers: { cookie: adminCookie }, payload: { ...body, ...change } });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect(await t.db.selectFrom('events').select('id').execute()).toHaveLength(1);
  });

  it('moves the waitlist up when an admin raises the capacity, and gives fees back when an event is deleted', async () => {
    const { adminCookie } = await adminAndMember(t.db, clock);
    const event = await insertEvent(t.db, { start_date: START, capacity: 1, fee_cents: 1000 });
    const [a, b, c] = await members(3);
    for (const p of [a, b, c]) await rsvp(p?.cookie ?? '', event.id, true);
    const body = {
      title: event.title,
      description: event.description,
      startDate: event.start_date,
      endDate: event.end_date,
      category: event.category,
      location: event.location,
      capacity: 2,
      fee: 10,
    };
    const updated = await t.app.inject({ method: 'PUT', url: `/api/admin/events/${event.id}`, headers: { cookie: adminCookie }, payload: body });
    expect(updated.json()).toMatchObject({ capacity: 2, placesLeft: 0 });
    expect((await statuses(event.id)).map((r) => r.status)).toEqual(['going', 'going', 'waitlisted']);
    expect((await promotionMails()).map((m) => m.to_address)).toEqual(['m2@example.com']);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/events/${event.id}`, headers: { cookie: adminCookie } })).statusCode).toBe(200);
    for (const p of [a, b]) {
      expect((await entriesOf(p?.member.id ?? 0)).map((e) => [e.kind, e.amount_cents])).toEqual([
        ['charge', 1000],
        ['reversal', 1000],
      ]);
    }
    expect(await entriesOf(c?.member.id ?? 0)).toEqual([]);
  });
});
