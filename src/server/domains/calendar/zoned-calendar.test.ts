import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { insertCourseWithTee } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { tournamentPlayer } from '../../../test/tournament-factories';

// A calendar app must open each entry at the right instant wherever its owner is: every DTSTART and
// DTEND is UTC ('Z'), or names a TZID the file defines (VTIMEZONE), or is a whole day (DATE); never a
// floating local time, which each app would read on its own clock (RFC 5545, 3.3.5 and 3.8.2.4).

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  // Four days before New York's clocks go forward (14 March 2027).
  clock = new TestClock('2027-03-10T15:00:00.000Z');
  t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock });
});
afterEach(() => t.close());

interface Entry {
  summary: string;
  start: string;
  end: string;
}

/** Reads a calendar as an app would: its own time zones registered first, then each entry's instants. */
function read(body: string): Entry[] {
  const calendar = ICAL.Component.fromString(body);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    for (const time of [event.startDate, event.endDate]) {
      // A floating time would open at the wrong instant in every other zone.
      expect(time.isDate || time.zone?.tzid === 'UTC' || ICAL.TimezoneService.has(time.zone?.tzid ?? '')).toBe(true);
    }
    return { summary: event.summary, start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString() };
  });
}

/** The raw DTSTART and DTEND lines: each ends in Z, or carries TZID, or is a DATE. */
function dateLines(body: string): string[] {
  return body.split('\r\n').filter((line) => /^DT(START|END)[;:]/.test(line));
}

describe('calendar files across a change of clocks', () => {
  it('open each tee time, match, event and tournament window at its instant, whatever the member’s zone', async () => {
    const member = await insertMember(t.db, { paidThrough: '2028-01-01' });
    const friend = await insertMember(t.db, { paidThrough: '2028-01-01' });
    const api = trpcClient(t.app, await memberCookie(t.db, member.id, clock));
    await api.profile.setTimeZone.mutate({ timeZone: 'Asia/Tokyo' });
    // 9 AM in New York on EST, then on EDT.
    await api.reservations.create.mutate({ date: '2027-03-13', time: '09:00', players: 2 });
    await api.reservations.create.mutate({ date: '2027-03-15', time: '09:00', players: 2 });
    // Chosen at 8 AM Tokyo time on Tuesday 16 March: 7 PM EDT on the 15th.
    await api.matches.create.mutate({ date: '2027-03-16', time: '08:00', selectedMembers: [{ id: friend.id, username: friend.username }] });
    const dinner = await insertEvent(t.db, { title: 'Club Dinner', visibility: 'members', start_date: '2027-03-14T00:00:00.000Z', end_date: '2027-03-14T02:00:00.000Z' });
    await api.events.rsvp.mutate({ eventId: dinner.id, going: true });
    const { adminCookie } = await adminAndMember(t.db, clock);
    const { teeId } = await insertCourseWithTee(t.db);
    const window = { teeId, opensAt: '2027-03-12T00:00:00.000Z', closesAt: '2027-03-16T00:00:00.000Z' };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/tournaments', headers: { cookie: adminCookie }, payload: { name: 'Spring Medal', format: 'stroke', rounds: [window] } });
    const player = await tournamentPlayer(t, clock, 'player', 12);
    await t.app.inject({ method: 'POST', url: `/api/tournaments/${created.json<{ id: number }>().id}/entry`, headers: { cookie: player.cookie }, payload: { enter: true } });

    const { url } = await api.calendar.resetFeed.mutate();
    const feed = (await t.app.inject({ url: new URL(url).pathname })).body;
    expect(read(feed)).toEqual([
      { summary: 'Tee time (2 players)', start: '2027-03-13T14:00:00.000Z', end: '2027-03-13T18:00:00.000Z' },
      { summary: 'Club Dinner', start: '2027-03-14T00:00:00.000Z', end: '2027-03-14T02:00:00.000Z' },
      { summary: 'Tee time (2 players)', start: '2027-03-15T13:00:00.000Z', end: '2027-03-15T17:00:00.000Z' },
      { summary: 'Golf match', start: '2027-03-15T23:00:00.000Z', end: '2027-03-16T03:00:00.000Z' },
    ]);
    for (const line of dateLines(feed)) expect(line).toMatch(/^DT(START|END)(:\d{8}T\d{6}Z|;TZID=[^:]+:\d{8}T\d{6}|;VALUE=DATE:\d{8})$/);

    const playerUrl = (await trpcClient(t.app, player.cookie).calendar.resetFeed.mutate()).url;
    expect(read((await t.app.inject({ url: new URL(playerUrl).pathname })).body)).toEqual([
      { summary: 'Spring Medal: round 1 window', start: '2027-03-12T00:00:00.000Z', end: '2027-03-16T00:00:00.000Z' },
    ]);

    const single = await t.app.inject({ url: `/api/events/${dinner.id}.ics`, headers: { cookie: await memberCookie(t.db, member.id, clock) } });
    expect(read(single.body)).toEqual([{ summary: 'Club Dinner', start: '2027-03-14T00:00:00.000Z', end: '2027-03-14T02:00:00.000Z' }]);
  });
});
