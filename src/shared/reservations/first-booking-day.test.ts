import { describe, expect, it } from 'vitest';
import { firstBookingDay } from './first-booking-day';

describe('the day the booking form opens on', () => {
  it('is the club’s today while 09:00 is still ahead there, else its tomorrow', () => {
    // 19:59 UTC on 4 Dec is 08:59 on 5 Dec in Auckland (UTC+13 in summer).
    expect(firstBookingDay(new Date('2026-12-04T19:59:00Z'), 'Pacific/Auckland')).toBe('2026-12-05');
    expect(firstBookingDay(new Date('2026-12-04T20:00:00Z'), 'Pacific/Auckland')).toBe('2026-12-06');
    expect(firstBookingDay(new Date('2026-12-04T20:00:00Z'), 'America/New_York')).toBe('2026-12-05');
  });
});
