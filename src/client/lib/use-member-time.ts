import { useMemo } from 'react';
import { browserLocale, browserTimeZone, type MemberTime, memberTime } from './member-time';
import { trpc } from './trpc';
import { useClubSettings } from './use-club-settings';

/**
 * The member's clock for the pages of the member area: their profile's zone, else the browser's,
 * else the club's; the browser's locale; the club's zone for the time beside.
 */
export function useMemberTime(): MemberTime {
  const { timeZone: club } = useClubSettings();
  const profile = trpc.profile.get.useQuery(undefined);
  const own = profile.data?.timeZone ?? browserTimeZone() ?? club;
  const locale = browserLocale();
  return useMemo(() => memberTime({ own, club, locale }), [own, club, locale]);
}
