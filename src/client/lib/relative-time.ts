import { dayjs } from './dates';

/** "5 minutes ago", as the feed and match cards show times. */
export function fromNow(iso: string): string {
  return dayjs(iso).fromNow();
}

/** A club-local 'YYYY-MM-DD' day and 'HH:MM' time, formatted without time-zone shifts. */
export function formatDay(day: string, format: string): string {
  return dayjs(day, 'YYYY-MM-DD').format(format);
}

export function formatClock(time: string, format: string): string {
  return dayjs(`2000-01-01T${time}`).format(format);
}
