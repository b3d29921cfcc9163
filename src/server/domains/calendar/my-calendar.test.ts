import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { insertMatch } from '../../../test/feed-factories';
import { TestClock } from '../../../test/test-clock';
import { addDays, clubInstant, clubToday } from '../../../shared/club-time';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

// Tee times are booked against the real clock (7 days ahead): the dates follow today.
const clock = new TestClock(new Date().toISOString());
const day = (offset: number) => addDays(clubToday('America/New_York'), offset);
const at = (offset: number, time: string) => clubInstant(day(offset), time, 'America/New_York').toISOString();
let t: TestApp;
beforeEach(async () => {
  clock.set(new Date().toISOString());
  t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock });
});
afterEach(() => t.close());

interface FeedEntry {
  uid: string;
  summary: string;
  status: string;
  sequence: number;
}

/** Reads the feed with a standard iCalendar parser, as a calendar app would. */
function parseFeed(body: string): FeedEntry[] {
  const calendar = ICAL.Component.fromString(body);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, status: String(vevent.getFirstPropertyValue('status')), sequence: event.sequence };
  });
}

describe("a member's own calendar feed", () => {
  it('holds the events they go to, their tee times and matches, and marks what they cancelled', async () => {
    const member = await insertMember(t.db);
    const other = await insertMember(t.db);
    const cookie = await memberCookie(t.db, member.id);
    const client = trpcClient(t.app, cookie);
    const dinner = await insertEvent(t.db, { title: 'Club Dinner', start_date: at(4, '19:00') });
    const open = await insertEvent(t.db, { title: 'Open Day', start_date: at(5, '11:00') });
    await insertEvent(t.db, { title: 'Not answered', start_date: at(6, '11:00') });
    await client.events.rsvp.mutate({ eventId: dinner.id, going: true });
    await client.events.rsvp.mutate({ eventId: open.id, going: true });
    const kept = await client.reservations.create.mutate({ date: day(2), time: '09:00', players: 2 });
    const dropped = await client.reservations.create.mutate({ date: day(3), time: '10:00', players: 1 });
    const match = await insertMatch(t.db, member.id, [other.id], day(6), '09:00');
    const { url } = await client.calendar.resetFeed.mutate();
    const read = async () => parseFeed((await t.app.inject({ url: new URL(url).pathname })).body);

    const before = await read();
    expect(before.map((e) => [e.uid, e.status])).toEqual([
      [`teetime-${kept.id}@club.example.org`, 'CONFIRMED'],
      [`teetime-${dropped.id}@club.example.org`, 'CONFIRMED'],
      [`event-${dinner.id}@club.example.org`, 'CONFIRMED'],
      [`event-${open.id}@club.example.org`, 'CONFIRMED'],
      [`match-${match.id}@club.example.org`, 'CONFIRMED'],
    ]);
    expect(before.map((e) => e.summary)).not.toContain('Not answered');

    clock.set(new Date(Date.now() + 60 * 60 * 1000).toISOString());
    await client.events.rsvp.mutate({ eventId: dinner.id, going: false });
    await client.reservations.delete.mutate({ id: dropped.id });
    const after = await read();
    const byUid = (entries: FeedEntry[], uid: string) => entries.find((e) => e.uid === uid);
    const dinnerUid = `event-${dinner.id}@club.example.org`;
    const droppedUid = `teetime-${dropped.id}@club.example.org`;
    // Same UIDs, marked cancelled, with a higher SEQUENCE so subscribed apps take the change.
    expect(byUid(after, dinnerUid)?.status).toBe('CANCELLED');
    expect(byUid(after, droppedUid)?.status).toBe('CANCELLED');
    expect(byUid(after, dinnerUid)?.sequence).toBeGreaterThan(byUid(before, dinnerUid)?.sequence ?? Infinity);
    expect(byUid(after, droppedUid)?.sequence).toBeGreaterThan(byUid(before, droppedUid)?.sequence ?? Infinity);
    expect(byUid(after, `event-${open.id}@club.example.org`)).toEqual(byUid(before, `event-${open.id}@club.example.org`));
  });
});
