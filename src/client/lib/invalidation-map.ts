import { trpc } from './trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * What a mutation changed on the server. Queries never go stale on their own (see query-client.ts),
 * so this map is the one place that knows every query namespace reading each domain; mutation hooks
 * name the domains they changed instead of listing queries by hand.
 */
export type ChangedDomain =
  | 'events'
  | 'members'
  | 'applications'
  | 'messages'
  | 'settings'
  | 'posts'
  | 'matches'
  | 'openGames'
  | 'reservations'
  | 'accounts'
  | 'profile'
  | 'calendarFeed'
  | 'mail'
  | 'payments'
  | 'backups'
  | 'golf'
  | 'tournaments';

const readers: Record<ChangedDomain, (utils: Utils) => Array<Promise<void>>> = {
  // Public calendar, member events tab, home panels, admin list and dashboard counts.
  events: (u) => [u.events.invalidate(), u.admin.events.invalidate(), u.admin.dashboard.invalidate(), u.admin.audit.invalidate()],
  members: (u) => [
    u.admin.members.invalidate(),
    u.members.invalidate(),
    u.admin.dashboard.invalidate(),
    u.admin.audit.invalidate(),
    u.statements.invalidate(),
    u.membership.invalidate(),
  ],
  applications: (u) => [u.applications.invalidate(), u.admin.dashboard.invalidate(), u.admin.audit.invalidate(), u.mail.invalidate()],
  messages: (u) => [u.admin.messages.invalidate(), u.admin.dashboard.invalidate()],
  // Event times are shown in the club's time zone, so they re-read with the settings.
  settings: (u) => [u.club.invalidate(), u.admin.settings.invalidate(), u.events.invalidate(), u.admin.audit.invalidate()],
  posts: (u) => [u.feed.invalidate()],
  // Scores move club indexes and the leaderboard, and a complete match posts its result.
  matches: (u) => [u.matches.invalidate(), u.feed.invalidate(), u.golf.invalidate()],
  // A game that fills becomes a match.
  openGames: (u) => [u.openGames.invalidate(), u.matches.invalidate()],
  golf: (u) => [u.golf.invalidate(), u.admin.courses.invalidate(), u.matches.invalidate(), u.admin.audit.invalidate()],
  reservations: (u) => [u.reservations.invalidate()],
  accounts: (u) => [u.statements.invalidate(), u.membership.invalidate(), u.admin.dashboard.invalidate(), u.admin.audit.invalidate()],
  // The club profile and the directory read the member's name, zone and choices.
  profile: (u) => [u.profile.invalidate(), u.auth.invalidate(), u.members.invalidate(), u.people.invalidate()],
  calendarFeed: (u) => [u.calendar.invalidate()],
  mail: (u) => [u.mail.invalidate()],
  payments: (u) => [u.admin.payments.invalidate(), u.admin.audit.invalidate()],
  backups: (u) => [u.admin.backups.invalidate(), u.admin.audit.invalidate()],
  // Entries move places and fees; cards and decisions move boards, the club index and the dashboard's count.
  tournaments: (u) => [u.tournaments.invalidate(), u.admin.tournaments.invalidate(), u.admin.dashboard.invalidate(), u.admin.audit.invalidate(), u.statements.invalidate(), u.golf.invalidate()],
};

async function invalidateDomains(utils: Utils, domains: ChangedDomain[]): Promise<void> {
  await Promise.all(domains.flatMap((domain) => readers[domain](utils)));
}

/** For mutation hooks: `const refresh = useInvalidate(); ... await refresh('events')`. */
export function useInvalidate(): (...domains: ChangedDomain[]) => Promise<void> {
  const utils = trpc.useUtils();
  return (...domains) => invalidateDomains(utils, domains);
}
