import { describe, expect, it } from 'vitest';
import { clubInstant } from './club-time';
import { clockPair, dateTimePair, formatCalendarDay, formatWallClock, sameClock, spanPair, windowPair } from './zoned-time';

// The club in New York (clocks go forward on 14 March 2027, back on 7 November 2027); members in Tokyo
// (no daylight saving) and London (forward on 28 March 2027, back on 31 October 2027).
const club = 'America/New_York';
const tokyo = { own: 'Asia/Tokyo', club, locale: 'en-US' };
const london = { own: 'Europe/London', club, locale: 'en-US' };
const teeTime = (date: string, time: string) => clubInstant(date, time, club);

describe('a tee time on the member’s clock, the club’s beside', () => {
  it.each([
    // New York on EST (UTC-5): 14 hours behind Tokyo.
    ['2027-03-13', '09:00', 'Sat, Mar 13, 2027 at 11:00 PM your time · 9:00 AM club time'],
    // The day after New York moved to EDT (UTC-4): 13 hours behind.
    ['2027-03-15', '09:00', 'Mon, Mar 15, 2027 at 10:00 PM your time · 9:00 AM club time'],
    // Late in the club's day it is already tomorrow in Tokyo: both days are named.
    ['2027-03-13', '15:00', 'Sun, Mar 14, 2027 at 5:00 AM your time · Sat 3:00 PM club time'],
    // Back on EST after 7 November.
    ['2027-11-06', '09:00', 'Sat, Nov 6, 2027 at 10:00 PM your time · 9:00 AM club time'],
    ['2027-11-08', '09:00', 'Mon, Nov 8, 2027 at 11:00 PM your time · 9:00 AM club time'],
  ])('Tokyo: %s %s in New York', (date, time, shown) => {
    expect(dateTimePair(teeTime(date, time), tokyo)).toBe(shown);
  });

  it.each([
    // Both on standard time: five hours apart.
    ['2027-03-13', '09:00', 'Sat, Mar 13, 2027 at 2:00 PM your time · 9:00 AM club time'],
    // New York moved on 14 March, London not until 28 March: four hours apart for two weeks.
    ['2027-03-20', '09:00', 'Sat, Mar 20, 2027 at 1:00 PM your time · 9:00 AM club time'],
    // Both on summer time: five hours again.
    ['2027-04-03', '09:00', 'Sat, Apr 3, 2027 at 2:00 PM your time · 9:00 AM club time'],
    // London back on 31 October, New York on 7 November: four hours apart again in between.
    ['2027-11-06', '09:00', 'Sat, Nov 6, 2027 at 1:00 PM your time · 9:00 AM club time'],
  ])('London: %s %s in New York', (date, time, shown) => {
    expect(dateTimePair(teeTime(date, time), london)).toBe(shown);
  });

  it('names the club’s time only when the two clocks differ at that instant', () => {
    // Bogotá keeps UTC-5 all year: the same clock as New York in winter, an hour behind in summer.
    const bogota = { own: 'America/Bogota', club, locale: 'en-US' };
    expect(sameClock(teeTime('2027-03-13', '09:00'), bogota)).toBe(true);
    expect(clockPair(teeTime('2027-03-13', '09:00'), bogota)).toBe('9:00 AM');
    expect(clockPair(teeTime('2027-03-15', '09:00'), bogota)).toBe('8:00 AM your time · 9:00 AM club time');
    expect(dateTimePair(teeTime('2027-03-15', '09:00'), { own: club, club, locale: 'en-US' })).toBe('Mon, Mar 15, 2027 at 9:00 AM');
  });

  it('follows the locale: 24-hour clocks and day-month order in Britain', () => {
    expect(dateTimePair(teeTime('2027-03-13', '15:00'), { ...tokyo, locale: 'en-GB' })).toBe('Sun, 14 Mar 2027 at 05:00 your time · Sat 15:00 club time');
    expect(formatWallClock('14:30', 'en-GB')).toBe('14:30');
    expect(formatWallClock('14:30', 'en-US')).toBe('2:30 PM');
    expect(formatCalendarDay('2027-03-13', 'en-US', 'fullDate')).toBe('Saturday, March 13, 2027');
  });
});

describe('an event and a tournament window across the change', () => {
  it('shows an event’s start and end on both clocks', () => {
    // 7-9 PM in New York on the Saturday before the change is Sunday morning in Tokyo.
    const start = teeTime('2027-03-13', '19:00');
    const end = teeTime('2027-03-13', '21:00');
    expect(spanPair(start, end, tokyo)).toBe('Mar 14, 2027, 9:00 AM - 11:00 AM your time · Sat 7:00 PM - 9:00 PM club time');
    // The Saturday after: New York is an hour closer.
    expect(spanPair(teeTime('2027-03-20', '19:00'), teeTime('2027-03-20', '21:00'), tokyo)).toBe(
      'Mar 21, 2027, 8:00 AM - 10:00 AM your time · Sat 7:00 PM - 9:00 PM club time',
    );
    expect(spanPair(teeTime('2027-03-20', '19:00'), teeTime('2027-03-20', '21:00'), london)).toBe('Mar 20, 2027, 11:00 PM - Mar 21, 1:00 AM your time · 7:00 PM - 9:00 PM club time');
  });

  it('shows a window that spans the change with each end on its own offset', () => {
    // Opens midnight UTC on 12 March (7 PM EST on the 11th), closes midnight UTC on 16 March (8 PM EDT on the 15th).
    expect(windowPair('2027-03-12T00:00:00.000Z', '2027-03-16T00:00:00.000Z', tokyo)).toBe(
      'Mar 12, 9:00 AM – Mar 16, 2027, 9:00 AM your time · Mar 11, 7:00 PM – Mar 15, 2027, 8:00 PM club time',
    );
    // London's own change inside a window: opens on GMT, closes on BST.
    expect(windowPair('2027-03-26T12:00:00.000Z', '2027-03-29T12:00:00.000Z', london)).toBe(
      'Mar 26, 12:00 PM – Mar 29, 2027, 1:00 PM your time · Mar 26, 8:00 AM – Mar 29, 2027, 8:00 AM club time',
    );
    expect(windowPair('2027-03-26T12:00:00.000Z', '2027-03-29T12:00:00.000Z', { own: club, club, locale: 'en-US' })).toBe('Mar 26, 8:00 AM – Mar 29, 2027, 8:00 AM');
  });
});
