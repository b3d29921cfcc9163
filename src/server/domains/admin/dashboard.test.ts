import { afterEach, describe, expect, it } from 'vitest';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { insertContactMessage } from '../contact/contact.repository';
import { insertPaymentReviewIfNew } from '../membership/payment-reviews/payment-reviews.repository';
import { insertOutboxMessage, markOutboxFailed } from '../../platform/mail/outbox.repository';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertApplication } from '../../../test/application-factories';
import { insertEvent, insertMember } from '../../../test/factories';
import { insertCourseWithTee, PARS } from '../../../test/golf-factories';
import { queryRecorder } from '../../../test/query-plans';
import { insertReservationRow } from '../../../test/reservation-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createTournament, type TournamentPlayer, tournamentPlayer } from '../../../test/tournament-factories';

let t: TestApp;
afterEach(() => t.close());

const DURING = '2026-12-06T15:00:00.000Z';

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

/** Enters, opens a card, plays the strokes and submits it with the marker (at DURING). */
async function returnCard(clock: TestClock, who: TournamentPlayer, id: number, strokes: number[], marker: TournamentPlayer): Promise<number> {
  await call(who.cookie, 'POST', `/api/tournaments/${id}/entry`, { enter: true });
  clock.set(DURING);
  const card = (await call(who.cookie, 'POST', `/api/tournaments/${id}/rounds/1/cards`)).json<TournamentCard>();
  for (const [i, score] of strokes.entries()) await call(who.cookie, 'PUT', `/api/cards/${card.id}/holes/${i + 1}`, { strokes: score });
  expect((await call(who.cookie, 'POST', `/api/cards/${card.id}/submit`, { markerId: marker.member.id })).statusCode).toBe(200);
  return card.id;
}

/** A card the committee must look at: a par round off an index of 30 is exceptional. */
async function exceptionalCard(clock: TestClock, adminCookie: string, name: string): Promise<number> {
  clock.set('2026-12-03T12:00:00.000Z');
  const id = await createTournament(t, adminCookie, { name });
  const [ann, bob] = [await tournamentPlayer(t, clock, `ann${id}`, 30), await tournamentPlayer(t, clock, `bob${id}`, 12)];
  await returnCard(clock, ann, id, [...PARS], bob);
  return id;
}

describe('needs you now', () => {
  it('lists each kind of work waiting, in the committee’s order, and leaves out what has nothing waiting', async () => {
    const clock = new TestClock('2026-12-03T12:00:00.000Z');
    t = await createTestApp({}, { clock });
    const { adminCookie } = await adminAndMember(t.db, clock);
    const dashboard = () => trpcClient(t.app, adminCookie).admin.dashboard.query();
    expect((await dashboard()).needsNow).toEqual([]);

    // Mail and messages first in time, so the order is the service's, not the insert order.
    const mailId = await insertOutboxMessage(t.db, { to: 'x@example.com', subject: 'S', text: 't', html: '<p>t</p>' }, null, clock.now().toISOString());
    await markOutboxFailed(t.db, mailId, 3, null, 'connection refused');
    await insertOutboxMessage(t.db, { to: 'y@example.com', subject: 'S', text: 't', html: '<p>t</p>' }, null, clock.now().toISOString());
    const at = clock.now().toISOString();
    const message = { name: 'Visitor', email: 'v@example.com', phone: '5550001111', message: 'Hello there, club.', created_at: at };
    const unread = await insertContactMessage(t.db, { ...message, read_at: null });
    await insertContactMessage(t.db, { ...message, read_at: at });
    expect((await dashboard()).needsNow).toEqual([
      { kind: 'messages', count: 1 },
      { kind: 'mail', count: 1 },
    ]);

    const tournamentId = await exceptionalCard(clock, adminCookie, 'Winter Medal');
    await insertPaymentReviewIfNew(t.db, { session_id: 'cs_1', email: 'p@example.com', amount_cents: 100, currency: 'usd', reason: 'amount-too-low', application_id: null, created_at: at });
    await insertApplication(t.db, { paid: 1 });
    await insertApplication(t.db, { paid: 1 });
    await insertApplication(t.db);
    await insertApplication(t.db, { status: 'approved', paid: 1 });

    const full = await dashboard();
    expect(full.needsNow).toEqual([
      { kind: 'applications', count: 2 },
      { kind: 'payments', count: 1 },
      { kind: 'cards', count: 1, tournamentId },
      { kind: 'messages', count: 1 },
      { kind: 'mail', count: 1 },
    ]);
    // The spec's three counts stay: all members, pending applications (paid or not), all events.
    expect(full).toMatchObject({ applications: 3, events: 0 });
    expect(full.members).toBeGreaterThanOrEqual(4);

    // Dealt with, a row leaves: the message read.
    await trpcClient(t.app, adminCookie).admin.messages.open.mutate({ id: unread });
    expect((await dashboard()).needsNow.map((item) => item.kind)).toEqual(['applications', 'payments', 'cards', 'mail']);
  });

  it('counts cards across tournaments in the same few queries however many tournaments wait (no query per tournament)', async () => {
    const recorder = queryRecorder();
    const clock = new TestClock('2026-12-03T12:00:00.000Z');
    t = await createTestApp({}, { clock, onQuery: recorder.onQuery });
    const { adminCookie } = await adminAndMember(t.db, clock);
    // Measured after a first call, the fewest of three: the first after a change may also renew the session
    // or meet the tail of the change's own work, and the app's scheduled work (the job lease, the mail
    // worker) reads now and then too (on PostgreSQL one query more was counted now and then), none of
    // them the dashboard's.
    const queriesOfDashboard = async () => {
      await trpcClient(t.app, adminCookie).admin.dashboard.query();
      const counts: number[] = [];
      let answer = await trpcClient(t.app, adminCookie).admin.dashboard.query();
      for (let i = 0; i < 3; i++) {
        recorder.take();
        answer = await trpcClient(t.app, adminCookie).admin.dashboard.query();
        counts.push(recorder.take().length);
      }
      return { answer, queries: Math.min(...counts) };
    };
    const first = await exceptionalCard(clock, adminCookie, 'First Medal');
    const one = await queriesOfDashboard();
    expect(one.answer.needsNow).toContainEqual({ kind: 'cards', count: 1, tournamentId: first });
    await exceptionalCard(clock, adminCookie, 'Second Medal');
    await exceptionalCard(clock, adminCookie, 'Third Medal');
    const three = await queriesOfDashboard();
    // Several tournaments: no single one to open, the link goes to the list.
    expect(three.answer.needsNow).toContainEqual({ kind: 'cards', count: 3, tournamentId: null });
    // One card's tournament is looked up to link to it; more than one need no more queries than that.
    expect(three.queries).toBeLessThanOrEqual(one.queries);
  });
});

describe('the week ahead', () => {
  // Wednesday 10 May 2028, noon in New York (the club's zone): the week runs to the end of Tuesday 16 May,
  // which is 04:00 UTC on the 17th.
  const NOW = '2028-05-10T16:00:00.000Z';
  const END = '2028-05-17T04:00:00.000Z';
  const minute = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

  it('lists events, round windows, tee times and renewals from the clock’s now to the end of the seventh club day, soonest first', async () => {
    const clock = new TestClock('2028-05-08T12:00:00.000Z');
    t = await createTestApp({}, { clock });
    const { adminCookie } = await adminAndMember(t.db, clock);
    const { teeId } = await insertCourseWithTee(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: { cookie: adminCookie },
      payload: {
        name: 'Spring Cup',
        format: 'stroke',
        rounds: [
          { teeId, opensAt: '2028-05-09T12:00:00.000Z', closesAt: '2028-05-11T16:00:00.000Z' },
          { teeId, opensAt: minute(END, -1), closesAt: END },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const tournamentId = created.json<{ id: number }>().id;
    clock.set(NOW);

    const event = (title: string, start: string) => insertEvent(t.db, { title, start_date: start, end_date: minute(start, 60) });
    await event('Started a minute ago', minute(NOW, -1));
    const now = await event('Starts now', NOW);
    const last = await event('Last minute of the week', minute(END, -1));
    await event('Just after the week', END);

    const golfer = await insertMember(t.db, { paidThrough: '2029-01-01' });
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2028-05-09', time: '09:00' });
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2028-05-10', time: '08:00' });
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2028-05-10', time: '09:00' });
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2028-05-10', time: '10:00', cancelled_at: NOW });
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2028-05-16', time: '09:00' });
    await insertReservationRow(t.db, { user_id: golfer.id, date: '2028-05-17', time: '09:00' });

    for (const paidThrough of ['2028-05-09', '2028-05-10', '2028-05-16', '2028-05-16', '2028-05-17']) await insertMember(t.db, { paidThrough });
    await insertMember(t.db, { memberType: 'admin' });

    const dashboard = await trpcClient(t.app, adminCookie).admin.dashboard.query();
    expect(dashboard.week).toEqual({ from: '2028-05-10', to: '2028-05-16' });
    const window = { tournamentId, tournamentName: 'Spring Cup' };
    expect(dashboard.weekAhead).toEqual([
      { kind: 'tee-times', day: '2028-05-10', count: 2 },
      { kind: 'renewals', day: '2028-05-10', count: 1 },
      { kind: 'event', day: '2028-05-10', at: NOW, eventId: now.id, title: 'Starts now' },
      { kind: 'window-closes', day: '2028-05-11', at: '2028-05-11T16:00:00.000Z', ...window, round: 1 },
      { kind: 'tee-times', day: '2028-05-16', count: 1 },
      { kind: 'renewals', day: '2028-05-16', count: 2 },
      { kind: 'event', day: '2028-05-16', at: minute(END, -1), eventId: last.id, title: 'Last minute of the week' },
      { kind: 'window-opens', day: '2028-05-16', at: minute(END, -1), ...window, round: 2 },
    ]);
  });

  it('is empty in a quiet week', async () => {
    const clock = new TestClock(NOW);
    t = await createTestApp({}, { clock });
    const { adminCookie } = await adminAndMember(t.db, clock);
    const dashboard = await trpcClient(t.app, adminCookie).admin.dashboard.query();
    expect(dashboard.weekAhead).toEqual([]);
  });
});

describe('the dashboard’s door', () => {
  it('answers an admin and refuses a member and a visitor', async () => {
    t = await createTestApp();
    const { adminCookie, memberCookie } = await adminAndMember(t.db);
    const ask = (cookie?: string) => t.app.inject({ method: 'GET', url: '/trpc/admin.dashboard', headers: cookie ? { cookie } : {} });
    expect((await ask(adminCookie)).statusCode).toBe(200);
    const member = await ask(memberCookie);
    expect(member.statusCode).toBe(403);
    expect(member.body).toContain('FORBIDDEN');
    expect(member.body).not.toContain('needsNow');
    expect((await ask()).statusCode).toBe(401);
  });
});
