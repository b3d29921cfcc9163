import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

/** The club-local wall clock at an instant: date 'YYYY-MM-DD' and time 'HH:mm'. */
export function clubClock(now: Date, timeZone: string): { date: string; time: string } {
  const local = dayjs(now).tz(timeZone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

/** The instant of a club-local date and time. */
export function clubInstant(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

/** 'YYYY-MM-DD' plus some days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** The club-local month 'YYYY-MM' an instant falls in. */
export function clubMonth(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('YYYY-MM');
}

/** The UTC instants that bound a club-local month 'YYYY-MM'. */
export function clubMonthRange(month: string, timeZone: string): { from: string; to: string } {
  const start = dayjs.tz(`${month}-01 00:00`, 'YYYY-MM-DD HH:mm', timeZone);
  return { from: start.utc().toISOString(), to: start.add(1, 'month').utc().toISOString() };
}
