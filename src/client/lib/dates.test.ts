import { describe, expect, it } from 'vitest';
import { clubLocalToIso, isoToClubLocal } from './dates';

describe('club-local date-times for the event pickers', () => {
  it.each([
    // Winter (EST, UTC-5) and summer (EDT, UTC-4) in New York.
    ['2026-12-05 14:00:00', 'America/New_York', '2026-12-05T19:00:00.000Z'],
    ['2026-07-04 09:30:00', 'America/New_York', '2026-07-04T13:30:00.000Z'],
    // A club-local evening that is already the next day in UTC.
    ['2026-12-05 21:00:00', 'America/Los_Angeles', '2026-12-06T05:00:00.000Z'],
    // East of UTC: the previous day in UTC.
    ['2026-12-05 08:00:00', 'Australia/Sydney', '2026-12-04T21:00:00.000Z'],
    ['2026-12-05 08:00:00', 'UTC', '2026-12-05T08:00:00.000Z'],
  ])('%s in %s is %s', (local, zone, iso) => {
    expect(clubLocalToIso(local, zone)).toBe(iso);
    expect(isoToClubLocal(iso, zone)).toBe(local);
  });

  it('does not depend on the browser’s own time zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBeDefined();
    expect(clubLocalToIso('2026-03-08 12:00:00', 'America/New_York')).toBe('2026-03-08T16:00:00.000Z');
    expect(clubLocalToIso('2026-03-07 12:00:00', 'America/New_York')).toBe('2026-03-07T17:00:00.000Z');
  });
});
