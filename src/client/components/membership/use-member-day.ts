import { useCallback } from 'react';
import { useMemberTime } from '../../lib/use-member-time';

/** Writes a calendar day of the club's ('2027-03-10') in the member's locale: 'March 10, 2027'. */
export function useMemberDay(): (day: string) => string {
  const time = useMemberTime();
  return useCallback((day: string) => time.day(day, 'longDate'), [time]);
}
