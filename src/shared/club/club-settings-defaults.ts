import type { ClubSettings } from './club-settings.schema';

/**
 * A new club's settings: the first start writes the club's identity from its environment variables
 * (whose defaults these are, src/server/platform/config/config.ts) and the migrations give the rest
 * these values; the browser shows them while the real ones load.
 */
export const DEFAULT_CLUB_SETTINGS: ClubSettings = {
  clubName: 'Remote Golf Club',
  contactEmail: 'info@remotegolfclub.com',
  phone: '(555) 123-4567',
  streetAddress: '123 Fairway Drive',
  city: 'Pinehurst, NC 28374',
  timeZone: 'America/New_York',
  membershipPrice: 50,
  foundingMemberCap: 100,
  requireAdminTwoFactor: false,
  indexOutdoorOnly: false,
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
