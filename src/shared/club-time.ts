import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

// The one set of club-time helpers: server, browser and seeds read the club's wall clock through these
// (the ones that need no dayjs live in club-clock.ts, for the public pages' first visit).
export { dayjs };
export { addDays, clubClock, clubDayRange, clubToday } from './club-clock';

/** The value format of Mantine's DateTimePicker: a wall-clock time without a zone. */
const PICKER_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The instant of a club-local date and time 'HH:mm'. */
export function clubInstant(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

/** An instant shown in the club's time zone. */
export function inClubTime(iso: string, timeZone: string) {
  return dayjs.utc(iso).tz(timeZone);
}

/** The club-local month 'YYYY-MM' an instant falls in. */
export function clubMonth(iso: string, timeZone: string): string {
  return inClubTime(iso, timeZone).format('YYYY-MM');
}

/** A wall-clock 'YYYY-MM-DD HH:mm:ss' in the club's time zone, as a UTC ISO instant. */
export function clubLocalToIso(local: string, timeZone: string): string {
  return dayjs.tz(local, timeZone).utc().toISOString();
}

/** A UTC ISO instant as the club's wall-clock 'YYYY-MM-DD HH:mm:ss' (for the picker). */
export function isoToClubLocal(iso: string, timeZone: string): string {
  return inClubTime(iso, timeZone).format(PICKER_DATE_TIME);
}
