import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { testDeps } from '../../../test/test-deps';
import { OFFER_RAN_OUT, passOnExpiredOffers } from './rsvps.service';

// Issue 29, finding 11: a place freed after the RSVP deadline went to the next waiting member and was
// charged without asking; neither could then drop out with a refund, so the club collected two fees
// for one place. Now the place is offered, charged only when taken, and the leaver's fee comes back.

const START = '2026-12-05T14:00:00.000Z';
const DEADLINE = '2026-12-01T00:00:00.000Z';
const AFTER_DEADLINE = '2026-12-02T12:00:00.000Z';
let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  // Within a session's 7 idle days of every time below.
  clock = new TestClock('2026-11-28T12:00:00Z');
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function member(name: string) {
  const row = await insertMember(t.db, { username: name, email: `${name}@example.com` });
  return { row, cookie: await memberCookie(t.db, row.id, clock) };
}
type Member = Awaited<ReturnType<typeof member>>;
const rsvp = (who: Member, eventId: number, going: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/rsvp`, headers: { cookie: who.cookie }, payload: { going } });
const fees = (who: Member) =>
  t.db.selectFrom('account_entries').select(['kind', 'amount_cents']).where('user_id', '=', who.row.id).orderBy('id').execute();
const status = async (eventId: number, who: Member) =>
  (await t.db.selectFrom('event_rsvps').select('status').where('event_id', '=', eventId).where('user_id', '=', who.row.id).executeTakeFirst())?.status;
const subjects = async (who: Member) =>
  (await t.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', `${who.row.username}@example.com`).execute()).map((m) => m.subject);

/** A full event (one place, $25) with Ann going and the others waiting in order, then the deadline passes. */
async function fullEventPastDeadline(...waiting: Member[]) {
  const event = await insertEvent(t.db, { start_date: START, capacity: 1, fee_cents: 2500, rsvp_deadline: DEADLINE });
  const ann = await member('ann');
  await rsvp(ann, event.id, true);
  for (const w of waiting) expect((await rsvp(w, event.id, true)).json()).toMatchObject({ status: 'waitlisted' });
  clock.set(AFTER_DEADLINE);
  return { event, ann };
}

describe('a place freed after the deadline is offered, not charged', () => {
  it('holds the place for the next member until they take it; only then are they charged, and the leaver’s fee comes back', async () => {
    const bob = await member('bob');
    const { event, ann } = await fullEventPastDeadline(bob);
    const left = await rsvp(ann, event.id, false);
    expect(left.json()).toMatchObject({ status: 'not_going' });
    expect(await fees(ann)).toEqual([{ kind: 'charge', amount_cents: 2500 }]);
    expect(await status(event.id, bob)).toBe('offered');
    expect(await fees(bob)).toEqual([]);
    expect(await subjects(bob)).toEqual([`A place is held for you: ${event.title}`]);
    const mine = await trpcClient(t.app, bob.cookie).events.myRsvps.query();
    expect(mine).toEqual([{ eventId: event.id, status: 'offered', position: null, placesLeft: 0, offerExpiresAt: '2026-12-03T12:00:00.000Z' }]);

    const taken = await rsvp(bob, event.id, true);
    expect(taken.json()).toMatchObject({ status: 'going' });
    expect(await fees(bob)).toEqual([{ kind: 'charge', amount_cents: 2500 }]);
    expect(await fees(ann)).toEqual([
      { kind: 'charge', amount_cents: 2500 },
      { kind: 'reversal', amount_cents: 2500 },
    ]);
  });

  it('passes the place to the next member when the offer is left, or not taken in time', async () => {
    const [bob, cat, dan] = [await member('bob'), await member('cat'), await member('dan')];
    const { event, ann } = await fullEventPastDeadline(bob, cat, dan);
    await rsvp(ann, event.id, false);
    expect((await rsvp(bob, event.id, false)).json()).toMatchObject({ status: 'not_going' });
    expect(await status(event.id, cat)).toBe('offered');

    clock.set('2026-12-03T12:00:01.000Z');
    await passOnExpiredOffers(testDeps(t, { clock }));
    expect(await status(event.id, cat)).toBe('not_going');
    expect(await status(event.id, dan)).toBe('offered');
    const late = await rsvp(cat, event.id, true);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: 'The RSVP deadline for this event has passed.' });
    for (const who of [bob, cat, dan]) expect(await fees(who)).toEqual([]);
  });

  it('tells a member whose offer ran out, even before the sweep, and changes nothing', async () => {
    const [bob, cat] = [await member('bob'), await member('cat')];
    const { event, ann } = await fullEventPastDeadline(bob, cat);
    await rsvp(ann, event.id, false);
    clock.set('2026-12-04T00:00:00.000Z');
    const late = await rsvp(bob, event.id, true);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: OFFER_RAN_OUT });
    expect(await fees(bob)).toEqual([]);
  });

  it('charges once when the offered member taps Take twice at once, and returns the leaver’s fee once', async () => {
    const bob = await member('bob');
    const { event, ann } = await fullEventPastDeadline(bob);
    await rsvp(ann, event.id, false);
    const answers = await Promise.all([rsvp(bob, event.id, true), rsvp(bob, event.id, true), rsvp(bob, event.id, true)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await fees(bob)).toEqual([{ kind: 'charge', amount_cents: 2500 }]);
    expect((await fees(ann)).map((e) => e.kind)).toEqual(['charge', 'reversal']);
  });

  it('returns held fees too when the event is deleted', async () => {
    const { adminCookie } = await adminAndMember(t.db, clock);
    const bob = await member('bob');
    const { event, ann } = await fullEventPastDeadline(bob);
    await rsvp(ann, event.id, false);
    await trpcClient(t.app, adminCookie).admin.events.delete.mutate({ id: event.id });
    expect((await fees(ann)).map((e) => e.kind)).toEqual(['charge', 'reversal']);
    expect(await fees(bob)).toEqual([]);
  });
});
