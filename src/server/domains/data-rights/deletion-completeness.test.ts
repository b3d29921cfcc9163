import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { insertReservationRow } from '../../../test/reservation-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// Issue 29, finding 4: a deleted account kept its RSVPs, its event and tee-time waitlist places and
// the future match it organised; it was promoted off an event waitlist and charged a fee after the
// deletion; its address and name stayed in the outbox. Promotion also ignored lapsed and suspended members.

/** 2026-06-10 10:00 in New York, the club's time zone. */
const NOW = '2026-06-10T14:00:00.000Z';
const EVENT_START = '2026-06-20T14:00:00.000Z';
let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(NOW);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function signedIn(username: string, overrides: { paidThrough?: string } = {}) {
  const member = await insertMember(t.db, { username, email: `${username}@example.com`, fullName: `${username[0]?.toUpperCase()}${username.slice(1)} Person`, ...overrides });
  const cookie = await memberCookie(t.db, member.id, clock);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}
type Member = Awaited<ReturnType<typeof signedIn>>;

const rsvp = (who: Member, eventId: number, going: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/rsvp`, headers: { cookie: who.cookie }, payload: { going } });
const deleteAccount = (who: Member) =>
  t.app.inject({ method: 'POST', url: '/api/profile/delete', headers: { cookie: who.cookie }, payload: { password: who.member.password, content: 'anonymise' } });
const statusOf = async (eventId: number, who: Member) =>
  (await t.db.selectFrom('event_rsvps').select('status').where('event_id', '=', eventId).where('user_id', '=', who.member.id).executeTakeFirst())?.status;
const feeEntries = (who: Member) =>
  t.db.selectFrom('account_entries').select(['kind', 'amount_cents']).where('user_id', '=', who.member.id).orderBy('id').execute();
const mailsTo = (address: string) => t.db.selectFrom('mail_outbox').select(['subject']).where('to_address', '=', address).execute();

describe('a deleted account leaves everything still to come, in one transaction', () => {
  it('gives up its event place (fee returned before the deadline) and waitlist places; the next waiting member gets the place', async () => {
    const leaver = await signedIn('leaver');
    const next = await signedIn('nextinline');
    const full = await insertEvent(t.db, { start_date: EVENT_START, capacity: 1, fee_cents: 2500 });
    const other = await insertEvent(t.db, { start_date: EVENT_START, capacity: 1 });
    const holder = await signedIn('holder');
    expect((await rsvp(leaver, full.id, true)).json()).toMatchObject({ status: 'going' });
    expect((await rsvp(next, full.id, true)).json()).toMatchObject({ status: 'waitlisted' });
    await rsvp(holder, other.id, true);
    expect((await rsvp(leaver, other.id, true)).json()).toMatchObject({ status: 'waitlisted' });

    expect((await deleteAccount(leaver)).statusCode).toBe(200);

    expect(await statusOf(full.id, leaver)).toBe('not_going');
    expect(await statusOf(other.id, leaver)).toBe('not_going');
    expect(await feeEntries(leaver)).toEqual([
      { kind: 'charge', amount_cents: 2500 },
      { kind: 'reversal', amount_cents: 2500 },
    ]);
    expect(await statusOf(full.id, next)).toBe('going');
    expect(await feeEntries(next)).toEqual([{ kind: 'charge', amount_cents: 2500 }]);
    expect(await mailsTo('nextinline@example.com')).toEqual([{ subject: `You're in: ${full.title}` }]);
  });

  it('is never promoted (nor charged) after deletion, and neither is a lapsed member: the place goes to the next in good standing', async () => {
    const event = await insertEvent(t.db, { start_date: EVENT_START, capacity: 1, fee_cents: 2500 });
    const going = await signedIn('goer');
    const deleted = await signedIn('deleted');
    const lapsed = await signedIn('lapsed');
    const good = await signedIn('good');
    await rsvp(going, event.id, true);
    for (const waiting of [deleted, lapsed, good]) expect((await rsvp(waiting, event.id, true)).json()).toMatchObject({ status: 'waitlisted' });
    expect((await deleteAccount(deleted)).statusCode).toBe(200);
    // Paid through long ago: past the grace period, lapsed.
    await t.db.updateTable('users').set({ paid_through: '2026-01-01' }).where('id', '=', lapsed.member.id).execute();

    await rsvp(going, event.id, false);

    expect(await statusOf(event.id, good)).toBe('going');
    expect(await statusOf(event.id, lapsed)).toBe('waitlisted');
    expect(await statusOf(event.id, deleted)).toBe('not_going');
    expect(await feeEntries(deleted)).toEqual([]);
    expect(await feeEntries(lapsed)).toEqual([]);
  });

  it('refuses an RSVP from a second tab that races the deletion: the deleted account never holds a place', async () => {
    for (let round = 0; round < 5; round += 1) {
      const event = await insertEvent(t.db, { start_date: EVENT_START, capacity: 5, fee_cents: 1000 });
      const leaver = await signedIn(`racer${round}`);
      const [deletion, answer] = await Promise.all([deleteAccount(leaver), rsvp(leaver, event.id, true)]);
      expect(deletion.statusCode).toBe(200);
      expect([200, 401]).toContain(answer.statusCode);
      expect(await statusOf(event.id, leaver)).not.toBe('going');
      const fees = await feeEntries(leaver);
      expect(fees.filter((e) => e.kind === 'charge').length).toBe(fees.filter((e) => e.kind === 'reversal').length);
    }
  });

  it('gives up coming tee times and tee-time waitlists; the freed slot goes to the next party, passing over a suspended member', async () => {
    const leaver = await signedIn('leaver');
    const suspended = await signedIn('suspended');
    const waiter = await signedIn('waiter');
    const filler = await signedIn('filler');
    const slot = { date: '2026-06-12', time: '09:00' };
    await insertReservationRow(t.db, { user_id: leaver.member.id, ...slot, players: 2 });
    await insertReservationRow(t.db, { user_id: filler.member.id, ...slot, players: 2 });
    const past = await insertReservationRow(t.db, { user_id: leaver.member.id, date: '2026-06-01', time: '09:00' });
    for (const date of ['2026-05-01', '2026-05-20', '2026-06-08']) {
      const missed = await insertReservationRow(t.db, { user_id: suspended.member.id, date, time: '10:00' });
      await t.db.updateTable('reservations').set({ no_show_at: NOW }).where('id', '=', missed.id).execute();
    }
    // The suspended member joined the waitlist before the suspension (rows as they were then).
    await t.db.insertInto('tee_waitlist').values({ user_id: suspended.member.id, ...slot, players: 1, created_at: '2026-06-01T00:00:00.000Z' }).execute();
    expect((await waiter.trpc.reservations.joinWaitlist.mutate({ ...slot, players: 2 })).position).toBe(2);
    await insertReservationRow(t.db, { user_id: filler.member.id, date: '2026-06-13', time: '08:00', players: 4 });
    await t.db.insertInto('tee_waitlist').values({ user_id: leaver.member.id, date: '2026-06-13', time: '08:00', players: 1, created_at: NOW }).execute();

    expect((await deleteAccount(leaver)).statusCode).toBe(200);

    const live = await t.db.selectFrom('reservations').select(['user_id', 'players']).where('date', '=', slot.date).where('time', '=', slot.time).where('cancelled_at', 'is', null).orderBy('id').execute();
    expect(live).toEqual([
      { user_id: filler.member.id, players: 2 },
      { user_id: waiter.member.id, players: 2 },
    ]);
    expect(await t.db.selectFrom('reservations').select('id').where('user_id', '=', leaver.member.id).execute()).toEqual([]);
    expect(past.id).toBeGreaterThan(0);
    const leaverWaiting = await t.db.selectFrom('tee_waitlist').select('left_at').where('user_id', '=', leaver.member.id).execute();
    expect(leaverWaiting.every((row) => row.left_at !== null)).toBe(true);
    expect((await mailsTo('waiter@example.com')).map((m) => m.subject)).toEqual([expect.stringMatching(/^Tee time booked:/)]);
    expect(await mailsTo('suspended@example.com')).toEqual([]);
  });

  it('cancels a coming match it organised (its players told), leaves one it was invited to, and keeps played ones', async () => {
    const leaver = await signedIn('leaver');
    const friend = await signedIn('friend');
    const host = await signedIn('host');
    const organised = await leaver.trpc.matches.create.mutate({ date: '2026-06-15', time: '09:00', selectedMembers: [{ id: friend.member.id, username: 'friend' }] });
    await friend.trpc.matches.join.mutate({ id: organised.id });
    const invited = await host.trpc.matches.create.mutate({ date: '2026-06-16', time: '09:00', selectedMembers: [{ id: leaver.member.id, username: 'leaver' }] });
    const played = await t.db
      .insertInto('matches')
      .values({ creator_id: leaver.member.id, date: '2026-06-01', time: '09:00', created_at: '2026-05-30T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect((await deleteAccount(leaver)).statusCode).toBe(200);

    const matchIds = (await t.db.selectFrom('matches').select('id').orderBy('id').execute()).map((m) => m.id);
    expect(matchIds).toEqual([invited.id, played.id].sort((a, b) => a - b));
    expect(await t.db.selectFrom('match_participants').select('user_id').where('match_id', '=', invited.id).execute()).toEqual([{ user_id: host.member.id }]);
    expect((await mailsTo('friend@example.com')).map((m) => m.subject)).toContain('A golf match is cancelled');
  });

  it('takes its address and names out of the outbox: mail to it is scrubbed and never sent, mail to others names the pseudonym', async () => {
    const leaver = await signedIn('leaver');
    await signedIn('friend');
    // A mail to the leaver (not yet sent) and one to the friend naming the leaver.
    await t.db
      .insertInto('mail_outbox')
      .values([
        { to_address: 'leaver@example.com', subject: 'Your statement, Leaver Person', text_body: 'Hi leaver', html_body: '<p>Hi leaver</p>', created_at: NOW, sent_at: null, next_attempt_at: NOW, last_error: null },
        { to_address: 'friend@example.com', subject: 'leaver invited you to a golf match', text_body: 'Leaver Person (leaver) invited you. All welcome.', html_body: '<p>leaver</p>', created_at: NOW, sent_at: NOW, next_attempt_at: null, last_error: null },
      ])
      .execute();

    expect((await deleteAccount(leaver)).statusCode).toBe(200);

    const pseudonym = `former-member-${leaver.member.id}`;
    expect(await mailsTo('leaver@example.com')).toEqual([]);
    const scrubbed = await t.db.selectFrom('mail_outbox').select(['to_address', 'text_body', 'next_attempt_at']).where('to_address', '=', '').execute();
    expect(scrubbed).toEqual([{ to_address: '', text_body: `(removed: the account of ${pseudonym} was deleted)`, next_attempt_at: null }]);
    const toFriend = await t.db.selectFrom('mail_outbox').select(['subject', 'text_body', 'html_body']).where('to_address', '=', 'friend@example.com').execute();
    expect(toFriend).toContainEqual({ subject: `${pseudonym} invited you to a golf match`, text_body: `${pseudonym} (${pseudonym}) invited you. All welcome.`, html_body: `<p>${pseudonym}</p>` });
    expect(JSON.stringify(await t.db.selectFrom('mail_outbox').selectAll().execute())).not.toMatch(/leaver@example\.com|Leaver Person|\bleaver\b/);
  });
});
