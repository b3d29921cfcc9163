import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertReservationRow } from '../../../test/reservation-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// 2026-06-10 10:00 in America/New_York: the club's "now" in every test.
const NOW = Date.UTC(2026, 5, 10, 14, 0);

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(new Date(NOW).toISOString());
  t = await createTestApp({}, { clock });
});
afterEach(async () => {
  await t.close();
});

async function signedIn(username: string) {
  const member = await insertMember(t.db, { username, email: `${username}@example.com` });
  const cookie = await memberCookie(t.db, member.id, clock);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}
const book = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/reservations', headers: { cookie }, payload });
const wait = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/reservations/waitlist', headers: { cookie }, payload });
const cancel = (cookie: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers: { cookie } });
const liveIn = (date: string, time: string) =>
  t.db.selectFrom('reservations').select(['user_id', 'players']).where('date', '=', date).where('time', '=', time).where('cancelled_at', 'is', null).orderBy('id').execute();
const bookedMails = () => t.db.selectFrom('mail_outbox').select('to_address').where('subject', 'like', 'Tee time booked:%').execute();

describe('the booking rules, from the club settings', () => {
  it('keeps to the days ahead, one tee time a day and the most upcoming per member', async () => {
    const admin = trpcClient(t.app, (await adminAndMember(t.db, clock)).adminCookie);
    const settings = await admin.club.settings.query();
    await admin.admin.settings.update.mutate({ ...settings, bookingDaysAhead: 3, maxUpcomingBookings: 2 });
    const casey = await signedIn('casey');
    expect((await book(casey.cookie, { date: '2026-06-14', time: '09:00', players: 1 })).json()).toMatchObject({ message: 'Tee times can be booked up to 3 days ahead.' });
    expect((await book(casey.cookie, { date: '2026-06-11', time: '09:00', players: 1 })).statusCode).toBe(201);
    expect((await book(casey.cookie, { date: '2026-06-11', time: '10:00', players: 1 })).json()).toMatchObject({
      message: 'You already have a tee time on Thursday, June 11: members book one a day.',
    });
    expect((await book(casey.cookie, { date: '2026-06-12', time: '09:00', players: 1 })).statusCode).toBe(201);
    expect((await book(casey.cookie, { date: '2026-06-13', time: '09:00', players: 1 })).json()).toMatchObject({
      message: 'You already have 2 upcoming tee times, the most the club allows. Cancel one to book another.',
    });
    expect(await t.db.selectFrom('reservations').select('id').where('user_id', '=', casey.member.id).execute()).toHaveLength(2);
  });

  it('suspends a member with 3 no-shows in 90 days for 14 days, says why and until when, then lets them book again', async () => {
    const admin = trpcClient(t.app, (await adminAndMember(t.db, clock)).adminCookie);
    const casey = await signedIn('casey');
    const future = await insertReservationRow(t.db, { user_id: casey.member.id, date: '2026-06-11', time: '09:00' });
    await expect(admin.reservations.markNoShow.mutate({ id: future.id, noShow: true })).rejects.toThrow('A no-show can be marked once the tee time has passed.');
    for (const date of ['2026-04-01', '2026-05-20', '2026-06-08']) {
      const missed = await insertReservationRow(t.db, { user_id: casey.member.id, date, time: '09:00' });
      await admin.reservations.markNoShow.mutate({ id: missed.id, noShow: true });
    }
    const refused = await book(casey.cookie, { date: '2026-06-12', time: '09:00', players: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You missed 3 tee times in 90 days, so you can book again from Monday, June 22.' });
    const slots = await casey.trpc.reservations.availability.query({ date: '2026-06-12' });
    expect(slots.every((slot) => !slot.bookable)).toBe(true);
    expect((await auditRows(t.db)).filter((row) => row.action === 'reservation.no_show')).toHaveLength(3);
    clock.set(new Date(Date.UTC(2026, 5, 22, 14, 0)).toISOString());
    expect((await book(await memberCookie(t.db, casey.member.id, clock), { date: '2026-06-24', time: '09:00', players: 1 })).statusCode).toBe(201);
  });

  it('does not suspend for two no-shows, nor for three spread over more than 90 days', async () => {
    const admin = trpcClient(t.app, (await adminAndMember(t.db, clock)).adminCookie);
    const casey = await signedIn('casey');
    for (const date of ['2026-01-02', '2026-05-20', '2026-06-08']) {
      const missed = await insertReservationRow(t.db, { user_id: casey.member.id, date, time: '09:00' });
      await admin.reservations.markNoShow.mutate({ id: missed.id, noShow: true });
    }
    expect((await book(casey.cookie, { date: '2026-06-12', time: '09:00', players: 1 })).statusCode).toBe(201);
  });
});

describe('tee-time waitlists', () => {
  async function fullSlot() {
    const [a, b] = [await signedIn('anna'), await signedIn('ben')];
    const first = await insertReservationRow(t.db, { user_id: a.member.id, date: '2026-06-12', time: '09:00', players: 2 });
    const second = await insertReservationRow(t.db, { user_id: b.member.id, date: '2026-06-12', time: '09:00', players: 2 });
    return { a, b, first, second };
  }
  const slot = { date: '2026-06-12', time: '09:00' };

  it('takes a party on a full slot\u2019s waitlist with its position, and refuses where places are left or twice', async () => {
    await fullSlot();
    const casey = await signedIn('casey');
    const joined = await wait(casey.cookie, { ...slot, players: 2 });
    expect(joined.statusCode).toBe(201);
    const entry = joined.json<{ id: number; position: number }>();
    expect(Object.keys(entry).sort()).toEqual(['id', 'position']);
    expect(entry.position).toBe(1);
    expect((await wait(casey.cookie, { ...slot, players: 1 })).json()).toMatchObject({ message: 'You are already on the waitlist for this tee time.' });
    expect((await wait(casey.cookie, { date: '2026-06-12', time: '10:00', players: 1 })).json()).toMatchObject({
      message: 'This tee time has places for your party: book it instead.',
    });
    const dave = await signedIn('dave');
    expect((await wait(dave.cookie, { ...slot, players: 3 })).json()).toMatchObject({ position: 2 });
    expect((await casey.trpc.reservations.waitlist.query()).map((e) => e.position)).toEqual([1]);
  });

  it('offers freed places to the earliest waiting party that fits, books it and e-mails it', async () => {
    const { a, first } = await fullSlot();
    const [three, two, one] = [await signedIn('trio'), await signedIn('duo'), await signedIn('solo')];
    await wait(three.cookie, { ...slot, players: 3 });
    await wait(two.cookie, { ...slot, players: 2 });
    await wait(one.cookie, { ...slot, players: 1 });
    expect((await cancel(a.cookie, first.id)).statusCode).toBe(200);
    // 2 places: the party of 3 does not fit and keeps its turn; the party of 2 behind it is served.
    expect((await liveIn(slot.date, slot.time)).map((r) => r.user_id).at(-1)).toBe(two.member.id);
    expect((await liveIn(slot.date, slot.time)).reduce((sum, r) => sum + r.players, 0)).toBe(4);
    expect((await bookedMails()).map((m) => m.to_address)).toEqual(['duo@example.com']);
    expect((await three.trpc.reservations.waitlist.query()).map((e) => e.position)).toEqual([1]);
  });

  it('never gives more than the slot holds when two parties cancel at once', async () => {
    const { a, b, first, second } = await fullSlot();
    const [three, two, one] = [await signedIn('trio'), await signedIn('duo'), await signedIn('solo')];
    await wait(three.cookie, { ...slot, players: 3 });
    await wait(two.cookie, { ...slot, players: 2 });
    await wait(one.cookie, { ...slot, players: 1 });
    const results = await Promise.all([cancel(a.cookie, first.id), cancel(b.cookie, second.id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    // Each cancellation frees 2 places in turn: the party of 2 takes the first two, the party of 1
    // one of the next; the party of 3 never fits and keeps its turn.
    const live = await liveIn(slot.date, slot.time);
    expect(live.reduce((sum, r) => sum + r.players, 0)).toBe(3);
    expect(live.map((r) => r.user_id)).toEqual([two.member.id, one.member.id]);
    expect((await bookedMails()).map((m) => m.to_address).sort()).toEqual(['duo@example.com', 'solo@example.com']);
    expect((await three.trpc.reservations.waitlist.query()).map((e) => e.position)).toEqual([1]);
  });
});
