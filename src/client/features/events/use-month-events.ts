import { clubDayRange } from '../../lib/dates';
import { trpc } from '../../lib/trpc';

/** Public events starting in the club-local month that contains `day` ('YYYY-MM-DD'). */
export function useMonthEvents(day: string, timeZone: string) {
  return trpc.events.list.useQuery(clubDayRange(day, timeZone, 'month'));
}
