import { describe, expect, it } from 'vitest';
import { addDays, clubDayRange, clubDayStart, monthStart } from './club-clock';
import { dayjs } from './club-time';

const ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Auckland', 'America/St_Johns', 'UTC'];
const DAYS = ['2026-01-01', '2026-02-28', '2026-06-15', '2026-12-31', '2028-02-29'];
const hours = (range: { from: string; to: string }) => (Date.parse(range.to) - Date.parse(range.from)) / 3_600_000;

describe("the club's days without dayjs", () => {
  it('start at the same instant as dayjs says, in every zone', () => {
    for (const timeZone of ZONES) {
      for (const day of DAYS) {
        expect(clubDayStart(day, timeZone).toISOString(), `${day} in ${timeZone}`).toBe(dayjs.tz(day, timeZone).toISOString());
      }
    }
  });

  it('bound a day and a month from midnight to the next midnight, clock changes included', () => {
    expect(clubDayRange('2026-06-15', 'America/New_York')).toEqual({ from: '2026-06-15T04:00:00.000Z', to: '2026-06-16T04:00:00.000Z' });
    // New York springs forward on March 8 and falls back on November 1, 2026.
    expect(hours(clubDayRange('2026-03-08', 'America/New_York'))).toBe(23);
    expect(hours(clubDayRange('2026-11-01', 'America/New_York'))).toBe(25);
    expect(clubDayRange('2026-11-20', 'America/New_York', 'month')).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T05:00:00.000Z' });
    expect(clubDayRange('2026-12-05', 'Pacific/Auckland', 'month')).toEqual({ from: '2026-11-30T11:00:00.000Z', to: '2026-12-31T11:00:00.000Z' });
  });

  it('start at the first instant of a day whose midnight the clocks skip', () => {
    // Santiago springs forward from midnight to 1 AM on September 6, 2026.
    expect(clubDayStart('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('count days and months on the calendar', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(monthStart('2026-11-20')).toBe('2026-11-01');
    expect(monthStart('2026-11-20', 2)).toBe('2027-01-01');
    expect(monthStart('2026-01-31', -1)).toBe('2025-12-01');
  });

  it('refuses what is not a day', () => {
    expect(() => clubDayStart('2026-13-45', 'UTC')).toThrow(RangeError);
  });
});
