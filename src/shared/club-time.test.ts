import { describe, expect, it } from 'vitest';
import { clubClock, clubToday, dayjs } from './club-time';

const ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Auckland', 'America/St_Johns', 'UTC'];
// Midnights, the hour after, and both 2026 daylight-saving changes in New York and London.
const INSTANTS = [
  '2026-01-01T00:00:00Z',
  '2026-03-08T06:59:00Z',
  '2026-03-08T07:00:00Z',
  '2026-03-29T00:59:00Z',
  '2026-03-29T01:00:00Z',
  '2026-11-01T05:30:00Z',
  '2026-11-01T06:30:00Z',
  '2026-12-31T23:59:59Z',
  '2028-02-29T12:00:00Z',
];

describe("the club's wall clock", () => {
  it('reads the same date and time as dayjs in every zone, across midnights and clock changes', () => {
    for (const timeZone of ZONES) {
      for (const instant of INSTANTS) {
        const local = dayjs(instant).tz(timeZone);
        expect(clubClock(new Date(instant), timeZone), `${instant} in ${timeZone}`).toEqual({
          date: local.format('YYYY-MM-DD'),
          time: local.format('HH:mm'),
        });
      }
    }
  });

  it('gives midnight as 00:00, never 24:00, and the day that starts there', () => {
    expect(clubClock(new Date('2026-06-01T04:00:00Z'), 'America/New_York')).toEqual({ date: '2026-06-01', time: '00:00' });
    expect(clubToday('Pacific/Auckland', new Date('2026-06-01T12:30:00Z'))).toBe('2026-06-02');
  });

  it('refuses a zone that does not exist', () => {
    expect(() => clubClock(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('reads each minute afresh, zone by zone, even when asked in turns', () => {
    const at = (iso: string, zone: string) => clubClock(new Date(iso), zone);
    expect(at('2026-11-07T04:59:59.999Z', 'America/New_York')).toEqual({ date: '2026-11-06', time: '23:59' });
    expect(at('2026-11-07T04:59:00.000Z', 'Asia/Kolkata')).toEqual({ date: '2026-11-07', time: '10:29' });
    expect(at('2026-11-07T04:59:30.000Z', 'America/New_York')).toEqual({ date: '2026-11-06', time: '23:59' });
    expect(at('2026-11-07T05:00:00.000Z', 'America/New_York')).toEqual({ date: '2026-11-07', time: '00:00' });
    expect(at('2026-11-07T05:00:00.000Z', 'Asia/Kolkata')).toEqual({ date: '2026-11-07', time: '10:30' });
    // A caller changing the answer it got does not change the next one.
    const reading = at('2026-11-07T05:00:10.000Z', 'UTC');
    reading.date = 'changed';
    expect(at('2026-11-07T05:00:20.000Z', 'UTC').date).toBe('2026-11-07');
  });
});
