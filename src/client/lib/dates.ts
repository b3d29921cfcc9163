import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

export { dayjs };

// The spec's formats ('MMMM d, yyyy', 'MMM d, yyyy', 'h:mm a', MM/dd/yyyy) in dayjs tokens.
export const LONG_DATE = 'MMMM D, YYYY';
export const LIST_DATE = 'MMM D, YYYY';
export const TIME = 'h:mm A';
export const SHORT_DATE = 'MM/DD/YYYY';

/** An instant shown in the club's time zone. */
export function inClubTime(iso: string, timeZone: string) {
  return dayjs.utc(iso).tz(timeZone);
}

/** 'YYYY-MM-DD' of today in the club's time zone. */
export function clubToday(timeZone: string): string {
  return dayjs().tz(timeZone).format('YYYY-MM-DD');
}

/** The UTC instants that bound a club-local day (or month), for server range queries. */
export function clubDayRange(day: string, timeZone: string, unit: 'day' | 'month' = 'day') {
  const start = dayjs.tz(day, timeZone).startOf(unit);
  return { from: start.utc().toISOString(), to: start.add(1, unit).utc().toISOString() };
}

/** The value format of Mantine's DateTimePicker: a wall-clock time without a zone. */
export const PICKER_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** A wall-clock 'YYYY-MM-DD HH:mm:ss' in the club's time zone, as a UTC ISO instant. */
export function clubLocalToIso(local: string, timeZone: string): string {
  return dayjs.tz(local, timeZone).utc().toISOString();
}

/** A UTC ISO instant as the club's wall-clock 'YYYY-MM-DD HH:mm:ss' (for the picker). */
export function isoToClubLocal(iso: string, timeZone: string): string {
  return dayjs.utc(iso).tz(timeZone).format(PICKER_DATE_TIME);
}
