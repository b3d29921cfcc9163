import { clubDayRange } from '../../../shared/club-clock';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '../../lib/public-query';

/** Public events starting in the club-local month that contains `day` ('YYYY-MM-DD'). */
export function useMonthEvents(day: string, timeZone: string) {
  return useQuery(publicQuery('events', 'list', clubDayRange(day, timeZone, 'month')));
}
