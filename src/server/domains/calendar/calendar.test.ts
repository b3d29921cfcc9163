import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { buildCalendar, escapeText, foldLine } from './ics';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' });
});
afterEach(() => t.close());

const inDays = (days: number, hour = 15) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

describe('member events', () => {
  it('lists every upcoming event for members, and the member-only ones apart', async () => {
    await insertEvent(t.db, { title: 'Past member dinner', start_date: inDays(-3), visibility: 'members' });
    await insertEvent(t.db, { title: 'Open House', start_date: inDays(4) });
    await insertEvent(t.db, { title: 'Monthly Member Tournament', start_date: inDays(2), visibility: 'members' });
    const member = await insertMember(t.db);
    const client = trpcClient(t.app, await memberCookie(t.db, member.id));
    expect((await client.events.upcoming.query()).map((e) => e.title)).toEqual(['Monthly Member Tournament', 'Open House']);
    expect((await client.events.memberOnly.query()).map((e) => e.title)).toEqual(['Monthly Member Tournament']);
    await expect(trpcClient(t.app).events.memberOnly.query()).rejects.toThrow('Please sign in to continue.');
  });
});

describe('iCalendar', () => {
  it('escapes text, writes UTC times, ends lines with CRLF and folds long lines', () => {
    expect(escapeText('Dinner; drinks, and \\ more\nSee you')).toBe('Dinner\\; drinks\\, and \\\\ more\\nSee you');
    const ics = buildCalendar(
      [
        {
          id: 7,
          title: 'Member Networking Dinner',
          description: 'x'.repeat(200),
          startDate: '2026-12-03T00:00:00.000Z',
          endDate: '2026-12-03T02:30:00.000Z',
          location: 'Clubhouse Restaurant, 2nd floor',
          category: 'Social',
          visibility: 'members',
          image: null,
          capacity: null,
          placesLeft: null,
          rsvpDeadline: null,
          rsvpOpen: true,
          fee: null,
        },
      ],
      { name: 'Remote Golf Club', uidDomain: 'club.example.org', now: new Date('2026-11-21T10:00:00Z') },
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(ics).toContain('\r\nUID:event-7@club.example.org\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261121T100000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20261203T000000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261203T023000Z\r\n');
    expect(ics).toContain('\r\nLOCATION:Clubhouse Restaurant\\, 2nd floor\r\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'x'.repeat(200)}\r\n`);
    expect(foldLine('é'.repeat(80)).split('\r\n ').every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
  });
});

describe('GET /api/events/{id}.ics', () => {
  it('downloads one event, member-only ones included, for members only', async () => {
    const event = await insertEvent(t.db, { title: 'Monthly Member Tournament', visibility: 'members', start_date: '2026-12-05T13:00:00.000Z' });
    const member = await insertMember(t.db);
    const cookie = await memberCookie(t.db, member.id);
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}.ics`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`);
    expect(response.body).toContain('SUMMARY:Monthly Member Tournament\r\n');
    expect(response.body).toContain('DTSTART:20261205T130000Z\r\n');
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}.ics` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/9999.ics', headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/abc.ics', headers: { cookie } })).statusCode).toBe(400);
  });
});

describe('calendar feed', () => {
  it('gives a secret feed URL, keeps only its hash, and a reset ends the old one', async () => {
    const member = await insertMember(t.db);
    const client = trpcClient(t.app, await memberCookie(t.db, member.id));
    expect(await client.calendar.feed.query()).toEqual({ hasFeed: false, createdAt: null });

    const { url } = await client.calendar.resetFeed.mutate();
    expect(url).toMatch(/^https:\/\/club\.example\.org\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = url.split('/').at(-1)?.replace('.ics', '') ?? '';
    const stored = await t.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await client.calendar.feed.query()).hasFeed).toBe(true);

    // Calendar apps send no cookie: the token is the credential.
    const feed = await t.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');

    const { url: newUrl } = await client.calendar.resetFeed.mutate();
    expect(newUrl).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(newUrl).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-real-token-at-all-000.ics' })).statusCode).toBe(404);
  });
});
