import { dayjs } from '../../lib/dates';

/** '09:00' -> '9:00 AM'. */
export function teeTimeLabel(time: string): string {
  return dayjs(`2000-01-01 ${time}`).format('h:mm A');
}

/** '2026-06-12' -> 'Fri, Jun 12, 2026'. */
export function teeDateLabel(date: string): string {
  return dayjs(date).format('ddd, MMM D, YYYY');
}
