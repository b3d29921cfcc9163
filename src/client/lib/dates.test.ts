import { execFileSync } from 'node:child_process';
import path from 'node:path';
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

  // The same conversions in a fresh process whose own zone is set: east and west of UTC, and UTC.
  const datesModule = path.join(import.meta.dirname, 'dates.ts');
  const script = `import(${JSON.stringify(datesModule)}).then((m) => console.log(JSON.stringify({
    hostZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    afterChange: m.clubLocalToIso('2026-03-08 12:00:00', 'America/New_York'),
    beforeChange: m.clubLocalToIso('2026-03-07 12:00:00', 'America/New_York'),
    back: m.isoToClubLocal('2026-12-06T05:00:00.000Z', 'America/Los_Angeles'),
  })))`;

  it.each(['Pacific/Auckland', 'America/Los_Angeles', 'UTC'])('does not depend on the host’s own time zone (host in %s)', (hostZone) => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, TZ: hostZone }, encoding: 'utf8' });
    const result: unknown = JSON.parse(output);
    expect(result).toEqual({
      hostZone,
      afterChange: '2026-03-08T16:00:00.000Z',
      beforeChange: '2026-03-07T17:00:00.000Z',
      back: '2026-12-05 21:00:00',
    });
  });
});
