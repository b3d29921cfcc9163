import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertReservationRow } from '../../../test/reservation-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// 2026-06-10 10:00 in America/New_York (EDT, UTC-4): the club's "now" in every test.
const NOW = Date.UTC(2026, 5, 10, 14, 0);
const TODAY = '2026-06-10';

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(new Date(NOW).toISOString());
  t = await createTestApp({}, { clock });
});
afterEach(async () => {
  await t.close();
});

async function signedInMember() {
  const member = await insertMember(t.db);
  return { member, cookie: await memberCookie(t.db, member.id, clock) };
}

function book(cookie: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/reservations', headers: { cookie }, payload });
}

async function playersIn(date: string, time: string): Promise<number> {
  const rows = await t.db.selectFrom('reservations').select('players').where('date', '=', date).where('time', '=', time).where('cancelled_at', 'is', null).execute();
  return rows.reduce((sum, row) => sum + row.players, 0);
}

describe('booking a tee time', () => {
  it('saves the reservation and lists it among the member’s upcoming ones', async () => {
    const { cookie, member } = await signedInMember();
    const response = await book(cookie, { date: '2026-06-12', time: '09:00', players: 2 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ date: '2026-06-12', time: '09:00', players: 2, cancellable: true });
    const rows = await t.db.selectFrom('reservations').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ user_id: member.id, date: '2026-06-12', time: '09:00', players: 2, cancelled_at: null })]);
    const list = await t.app.inject({ method: 'GET', url: '/api/reservations', headers: { cookie } });
    expect(list.json()).toEqual([expect.objectContaining({ id: rows[0]?.id, date: '2026-06-12', time: '09:00' })]);
  });

  it('lists only the member’s own, live, not yet passed reservations, soonest first', async () => {
    const { cookie, member } = await signedInMember();
    const other = await insertMember(t.db);
    await insertReservationRow(t.db, { user_id: member.id, date: '2026-06-14', time: '08:00' });
    await insertReservationRow(t.db, { user_id: member.id, date: TODAY, time: '11:00' });
    await insertReservationRow(t.db, { user_id: member.id, date: TODAY, time: '09:30' }); // passed
    await insertReservationRow(t.db, { user_id: member.id, date: '2026-06-09', time: '12:00' }); // passed
    await insertReservationRow(t.db, { user_id: member.id, date: '2026-06-13', time: '08:00', cancelled_at: new Date().toISOString() });
    await insertReservationRow(t.db, { user_id: other.id, date: '2026-06-13', time: '10:00' });
    const list = await trpcClient(t.app, cookie).reservations.list.query();
    expect(list.map((r) => `${r.date} ${r.time}`)).toEqual(['2026-06-10 11:00', '2026-06-14 08:00']);
  });

  it.each([
    [{ date: '2026-06-09', time: '09:00', players: 2 }, 400, 'Tee times cannot be booked in the past.'],
    [{ date: TODAY, time: '09:30', players: 2 }, 400, 'Tee times cannot be booked in the past.'],
    [{ date: '2026-06-18', time: '09:00', players: 2 }, 400, 'Tee times can be booked up to 7 days ahead.'],
    [{ date: '2026-06-12', time: '09:15', players: 2 }, 400, 'Please choose a tee time between 07:00 and 15:00'],
    [{ date: '2026-06-12', time: '15:30', players: 2 }, 400, 'Please choose a tee time between 07:00 and 15:00'],
    [{ date: '2026-06-12', time: '09:00', players: 5 }, 400, 'Please choose 1 to 4 players'],
    [{ date: '2026-06-12', time: '09:00', players: 0 }, 400, 'Please choose 1 to 4 players'],
  ])('refuses %j with %i and its message, saving nothing', async (payload, status, message) => {
    const { cookie } = await signedInMember();
    const response = await book(cookie, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
    expect(await t.db.selectFrom('reservations').selectAll().execute()).toHaveLength(0);
  });

  it('accepts the last day of the 7-day window and today’s later slots', async () => {
    const { cookie } = await signedInMember();
    expect((await book(cookie, { date: '2026-06-17', time: '15:00', players: 1 })).statusCode).toBe(201);
    expect((await book(cookie, { date: TODAY, time: '10:30', players: 1 })).statusCode).toBe(201);
  });

  it('refuses a full slot, and more players than the places left', async () => {
    const a = await insertMember(t.db);
    await insertReservationRow(t.db, { user_id: a.id, date: '2026-06-12', time: '08:00', players: 3 });
    const { cookie } = await signedInMember();
    const tooMany = await book(cookie, { date: '2026-06-12', time: '08:00', players: 2 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ message: 'Only 1 place is left at this tee time.' });
    expect((await book(cookie, { date: '2026-06-12', time: '08:00', players: 1 })).statusCode).toBe(201);
    const { cookie: late } = await signedInMember();
    const full = await book(late, { date: '2026-06-12', time: '08:00', players: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: 'This tee time is full. Please choose another time.' });
    expect(await playersIn('2026-06-12', '08:00')).toBe(4);
  });

  it('frees the places of a cancelled reservation', async () => {
    const a = await insertMember(t.db);
    await insertReservationRow(t.db, { user_id: a.id, date: '2026-06-12', time: '08:00', players: 4, cancelled_at: new Date().toISOString() });
    const { cookie } = await signedInMember();
    expect((await book(cookie, { date: '2026-06-12', time: '08:00', players: 4 })).statusCode).toBe(201);
  });

  it('refuses a second booking of the same slot by the same member', async () => {
    const { cookie } = await signedInMember();
    expect((await book(cookie, { date: '2026-06-12', time: '10:00', players: 1 })).statusCode).toBe(201);
    const second = await book(cookie, { date: '2026-06-12', time: '10:00', players: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'You already have a reservation for this tee time.' });
    expect(await playersIn('2026-06-12', '10:00')).toBe(1);
  });

  it('never puts more than 4 players in a slot when 10 members book it at the same moment', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => signedInMember()));
    const responses = await Promise.all(members.map(({ cookie }) => book(cookie, { date: '2026-06-12', time: '12:00', players: 1 })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    expect(await playersIn('2026-06-12', '12:00')).toBe(4);

    const mixed = await Promise.all(members.map(({ cookie }, i) => book(cookie, { date: '2026-06-12', time: '12:30', players: (i % 3) + 1 })));
    const booked = mixed.filter((response) => response.statusCode === 201).map((response) => response.json<{ players: number }>().players);
    expect(booked.reduce((sum, players) => sum + players, 0)).toBeLessThanOrEqual(4);
    expect(await playersIn('2026-06-12', '12:30')).toBeLessThanOrEqual(4);
  });

  it('shows the places left per slot for the booking form', async () => {
    const a = await insertMember(t.db);
    await insertReservationRow(t.db, { user_id: a.id, date: '2026-06-12', time: '07:30', players: 3 });
    const { cookie } = await signedInMember();
    const slots = await trpcClient(t.app, cookie).reservations.availability.query({ date: '2026-06-12' });
    expect(slots).toHaveLength(17);
    const open = { bookable: true, unavailable: null, whyNot: null, canWait: false, onWaitlist: false, lateCancel: false };
    expect(slots[0]).toEqual({ time: '07:00', booked: 0, left: 4, ...open });
    expect(slots[1]).toEqual({ time: '07:30', booked: 3, left: 1, ...open });
    expect(slots.at(-1)?.time).toBe('15:00');
  });

  it('tells the viewer which slots they cannot book, and why', async () => {
    const other = await insertMember(t.db);
    const { cookie, member } = await signedInMember();
    await insertReservationRow(t.db, { user_id: other.id, date: '2026-06-12', time: '08:00', players: 4 });
    await insertReservationRow(t.db, { user_id: member.id, date: '2026-06-12', time: '08:30', players: 1 });
    const client = trpcClient(t.app, cookie);
    const onDay = await client.reservations.availability.query({ date: '2026-06-12' });
    const at = (time: string) => onDay.find((slot) => slot.time === time);
    expect(at('08:00')).toMatchObject({ bookable: false, unavailable: 'full', whyNot: 'This tee time is full. Please choose another time.', canWait: true });
    expect(at('08:30')).toMatchObject({ bookable: false, unavailable: 'yours', whyNot: 'You already have a reservation for this tee time.' });
    // One tee time a day: the rest of that day is closed to this member, and the message says why.
    expect(at('09:00')).toMatchObject({ bookable: false, unavailable: 'rules', whyNot: 'You already have a tee time on Friday, June 12: members book one a day.' });
    expect((await client.reservations.availability.query({ date: '2026-06-13' })).find((slot) => slot.time === '09:00')).toMatchObject({ bookable: true });

    // Club time is 10:00 on TODAY: the morning has passed, the afternoon is open.
    const today = await client.reservations.availability.query({ date: TODAY });
    expect(today.find((slot) => slot.time === '10:00')).toMatchObject({ bookable: false, unavailable: 'past', whyNot: 'Tee times cannot be booked in the past.' });
    expect(today.find((slot) => slot.time === '10:30')).toMatchObject({ bookable: true });

    const late = await client.reservations.availability.query({ date: '2026-06-18' });
    expect(late.every((slot) => slot.unavailable === 'tooFarAhead')).toBe(true);
  });

  it('refuses a visitor with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reservations' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/reservations', payload: { date: '2026-06-12', time: '09:00', players: 1 } })).statusCode).toBe(401);
  });
});

describe('cancelling a reservation', () => {
  it('cancels more than 24 hours ahead and frees the slot', async () => {
    const { cookie, member } = await signedInMember();
    const row = await insertReservationRow(t.db, { user_id: member.id, date: '2026-06-11', time: '10:30', players: 4 });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/reservations/${row.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await playersIn('2026-06-11', '10:30')).toBe(0);
    expect(await trpcClient(t.app, cookie).reservations.list.query()).toEqual([]);
  });

  it('refuses inside 24 hours with its message and keeps the reservation', async () => {
    const { cookie, member } = await signedInMember();
    const row = await insertReservationRow(t.db, { user_id: member.id, date: '2026-06-11', time: '10:00' });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/reservations/${row.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Reservations can only be cancelled up to 24 hours before the tee time.' });
    expect(await playersIn('2026-06-11', '10:00')).toBe(2);
    const listed = await trpcClient(t.app, cookie).reservations.list.query();
    expect(listed).toEqual([expect.objectContaining({ id: row.id, cancellable: false })]);
  });

  it('refuses another member’s reservation with 403, and an unknown one with 404', async () => {
    const owner = await insertMember(t.db);
    const row = await insertReservationRow(t.db, { user_id: owner.id, date: '2026-06-15', time: '10:00' });
    const { cookie } = await signedInMember();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/reservations/${row.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only cancel your own reservations.' });
    expect(await playersIn('2026-06-15', '10:00')).toBe(2);
    const error = await trpcClient(t.app, cookie).reservations.delete.mutate({ id: row.id }).catch((caught: unknown) => caught);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({ code: 'FORBIDDEN' });
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/reservations/9999', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('admin tee sheet', () => {
  it('shows an admin every slot of the day with members and players, and refuses members', async () => {
    const a = await insertMember(t.db, { fullName: 'Alex Able' });
    const b = await insertMember(t.db, { fullName: 'Blair Birdie' });
    await insertReservationRow(t.db, { user_id: a.id, date: '2026-06-12', time: '09:00', players: 3 });
    await insertReservationRow(t.db, { user_id: b.id, date: '2026-06-12', time: '09:00', players: 1 });
    await insertReservationRow(t.db, { user_id: b.id, date: '2026-06-13', time: '09:00', players: 1 });
    const admin = await insertMember(t.db, { memberType: 'admin' });
    const sheet = await trpcClient(t.app, await memberCookie(t.db, admin.id)).reservations.teeSheet.query({ date: '2026-06-12' });
    expect(sheet).toHaveLength(17);
    expect(sheet.find((slot) => slot.time === '09:00')).toEqual({
      time: '09:00',
      players: 4,
      bookings: [
        expect.objectContaining({ username: a.username, fullName: 'Alex Able', players: 3 }),
        expect.objectContaining({ username: b.username, fullName: 'Blair Birdie', players: 1 }),
      ],
    });
    const error = await trpcClient(t.app, await memberCookie(t.db, a.id))
      .reservations.teeSheet.query({ date: '2026-06-12' })
      .catch((caught: unknown) => caught);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the rules read the clock they are given', () => {
  it('moves the 7-day booking window at the club’s midnight', async () => {
    const { cookie } = await signedInMember();
    // 23:59:59 on June 10th in New York: the 17th is the last day; the 18th is not open yet.
    clock.set('2026-06-11T03:59:59.000Z');
    expect((await book(cookie, { date: '2026-06-18', time: '07:00', players: 1 })).json()).toMatchObject({ message: 'Tee times can be booked up to 7 days ahead.' });
    expect((await book(cookie, { date: '2026-06-17', time: '15:00', players: 1 })).statusCode).toBe(201);
    // A second later it is the 11th there, and the 18th opens.
    clock.set('2026-06-11T04:00:00.000Z');
    expect((await book(cookie, { date: '2026-06-18', time: '07:00', players: 1 })).statusCode).toBe(201);
  });

  it('lets a member cancel until 24 hours before the tee time, and not a second later', async () => {
    const first = await signedInMember();
    const second = await signedInMember();
    // Saturday June 13th 10:00 in New York is 14:00 UTC.
    const early = await insertReservationRow(t.db, { user_id: first.member.id, date: '2026-06-13', time: '10:00', players: 1 });
    const late = await insertReservationRow(t.db, { user_id: second.member.id, date: '2026-06-13', time: '10:00', players: 1 });
    const cancel = (cookie: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers: { cookie } });
    clock.set('2026-06-12T13:59:59.999Z');
    expect((await cancel(first.cookie, early.id)).statusCode).toBe(200);
    clock.set('2026-06-12T14:00:00.000Z');
    const refused = await cancel(second.cookie, late.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Reservations can only be cancelled up to 24 hours before the tee time.' });
    expect(await playersIn('2026-06-13', '10:00')).toBe(1);
  });
});
