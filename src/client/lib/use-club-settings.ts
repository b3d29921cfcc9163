import type { ClubSettings } from '../../shared/club/club-settings.schema';
import { trpc } from './trpc';

// Shown while the settings load, so the shell never renders empty.
const placeholder: ClubSettings = {
  clubName: 'Remote Golf Club',
  contactEmail: '',
  phone: '',
  streetAddress: '',
  city: '',
  timeZone: 'America/New_York',
  membershipPrice: 50,
  foundingMemberCap: 100,
  requireAdminTwoFactor: false,
  regularPrice: 50,
  expiringDays: 30,
  graceDays: 14,
  seasonStart: null,
  seasonEnd: null,
  leaderboardRounds: 8,
  bookingDaysAhead: 7,
  maxUpcomingBookings: 4,
  noShowLimit: 3,
  noShowWindowDays: 90,
  noShowSuspensionDays: 14,
  digestDay: 1,
  digestHour: 8,
};

export function useClubSettings(): ClubSettings {
  const query = trpc.club.settings.useQuery(undefined);
  return query.data ?? placeholder;
}
