import { DEFAULT_CLUB_SETTINGS } from '../shared/club/club-settings-defaults';
import type { Profile } from '../shared/profile/profile.schema';

/** A member's profile as the server answers it, in a zone of their own (null: not set yet). */
export function profileView(timeZone: string | null, overrides: Partial<Profile> = {}): Profile {
  return {
    username: 'kenji',
    memberType: 'standard',
    fullName: 'Kenji Sato',
    email: 'kenji@example.com',
    phone: '+81 3 1234 5678',
    address: '1-1 Chiyoda, Tokyo',
    memberSince: '2026-04-01T00:00:00.000Z',
    postResults: true,
    pendingEmail: null,
    timeZone,
    ...overrides,
  };
}

/** Fake tRPC answers for the two clocks a member page reads: the member's profile and the club's settings. */
export function zoneHandlers(memberZone: string | null, clubZone = 'America/New_York'): Record<string, (input: unknown) => unknown> {
  return {
    'profile.get': () => profileView(memberZone),
    'club.settings': () => ({ ...DEFAULT_CLUB_SETTINGS, timeZone: clubZone }),
  };
}
