import { addDays, clubClock } from '../club-time';

/** The tee time the booking form starts on. Free of zod: the reservations route loader uses it. */
export const DEFAULT_TEE_TIME = '09:00';

/** The day the booking form opens on: today while the default slot is still ahead, else tomorrow. */
export function firstBookingDay(now: Date, timeZone: string): string {
  const clock = clubClock(now, timeZone);
  return clock.time < DEFAULT_TEE_TIME ? clock.date : addDays(clock.date, 1);
}
