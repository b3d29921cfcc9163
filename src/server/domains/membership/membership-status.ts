import { dayjs } from '../../../shared/club-time';

/** A year on from the later of today and the current paid-through date: renewing early loses no day. */
export function extendedPaidThrough(current: string | null, today: string): string {
  const from = current !== null && current > today ? current : today;
  return dayjs.utc(from).add(1, 'year').format('YYYY-MM-DD');
}
