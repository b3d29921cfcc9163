import {
  APPLICATIONS_PAGE_SIZE,
  COMMENT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  FEED_PAGE_SIZE,
  HOME_POST_COUNT,
  OUTBOX_PAGE_SIZE,
  RECENT_MATCH_COUNT,
} from '../../shared/page-sizes';
import { clubToday } from '../../shared/club-time';
import { firstBookingDay } from '../../shared/reservations/first-booking-day';
import type { RouterContext } from './router-context';
import type { ApplicationTab } from './list-search';
import type { DirectoryQuery } from '../../shared/people/directory.schema';
import type { AdminEventTab } from '../../shared/events/admin-event-tabs';
import type { MembershipStatus } from '../../shared/membership/membership.schema';

/**
 * The query inputs a page reads, shared by its route loader (which fetches them before the page
 * shows, and on hover with preload 'intent') and the page's own hooks, so both use one cache entry.
 * Free of zod and of the pages' code. Loaders are split off (vite.config.ts), so nothing in the
 * first bundle may import this file: the dates code it pulls in would travel with every first visit.
 */
export const pageInputs = {
  recentPosts: { limit: HOME_POST_COUNT },
  feed: { limit: FEED_PAGE_SIZE },
  recentMatches: { limit: RECENT_MATCH_COUNT },
  comments: (matchId: number) => ({ matchId, limit: COMMENT_PAGE_SIZE }),
  audit: (page = 1) => ({ page, pageSize: DEFAULT_PAGE_SIZE }),
  adminEvents: (when: AdminEventTab = 'upcoming', page = 1) => ({ when, page, pageSize: DEFAULT_PAGE_SIZE }),
  messages: (page = 1) => ({ page, pageSize: DEFAULT_PAGE_SIZE }),
  members: (page = 1, search?: string, status?: MembershipStatus, balance?: 'due') => ({
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(balance ? { balance } : {}),
  }),
  outbox: (page = 1) => ({ limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE }),
  applications: (status: ApplicationTab = 'all', page = 1) => ({ status, limit: APPLICATIONS_PAGE_SIZE, offset: (page - 1) * APPLICATIONS_PAGE_SIZE }),
  /** A tournament's board opens on net (Stableford ignores the basis: always net points), every flight. */
  tournamentLeaderboard: (id: number, basis: 'net' | 'gross' = 'net', flight?: string) => ({ id, basis, ...(flight ? { flight } : {}) }),
} as const;

const infinite = { initialCursor: null } as const;

/**
 * A loader never fails the navigation: a record that is gone or a failed fetch is shown by the
 * page's own states (its queries hold the error), not by a route error screen.
 */
async function settle(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}

/** What each member and admin page shows first, fetched by its route loader. */
export const loadPage = {
  memberHome: ({ trpcUtils }: RouterContext) =>
    settle(
      trpcUtils.feed.recent.ensureData(pageInputs.recentPosts),
      trpcUtils.matches.recent.ensureData(pageInputs.recentMatches),
      trpcUtils.events.upcoming.ensureData(),
      trpcUtils.people.welcome.ensureData(),
    ),
  feed: ({ trpcUtils }: RouterContext) =>
    settle(trpcUtils.feed.list.prefetchInfinite(pageInputs.feed, infinite), trpcUtils.matches.list.ensureData()),
  match: ({ trpcUtils }: RouterContext, id: number) =>
    settle(
      trpcUtils.matches.get.ensureData({ id }),
      trpcUtils.matches.scorecard.ensureData({ id }),
      trpcUtils.matches.comments.list.prefetchInfinite(pageInputs.comments(id), infinite),
    ),
  /** The score screen needs the match (who may be scored) and its card, not the comments. */
  matchScore: ({ trpcUtils }: RouterContext, id: number) => settle(trpcUtils.matches.get.ensureData({ id }), trpcUtils.matches.scorecard.ensureData({ id })),
  /** The events, and the tournaments whose round windows show among the upcoming ones. */
  memberEvents: ({ trpcUtils }: RouterContext) =>
    settle(
      trpcUtils.events.upcoming.ensureData(),
      trpcUtils.events.memberOnly.ensureData(),
      trpcUtils.calendar.feed.ensureData(),
      trpcUtils.tournaments.list.ensureData(),
    ),
  /** The members' directory, as the URL asks (checked against the directory's schema first). */
  directory: ({ trpcUtils }: RouterContext, query: DirectoryQuery | null) => settle(query ? trpcUtils.people.directory.ensureData(query) : Promise.resolve()),
  /** Open games to join and the member's own. */
  openGames: ({ trpcUtils }: RouterContext) => settle(trpcUtils.openGames.list.ensureData(), trpcUtils.openGames.mine.ensureData()),
  /** Play: the member's matches, the tournaments open, their tee times. */
  play: ({ trpcUtils }: RouterContext) => settle(trpcUtils.matches.list.ensureData(), trpcUtils.tournaments.list.ensureData(), trpcUtils.reservations.list.ensureData()),
  /** Leaderboard: the top of the season's standings, of the order of merit, and the latest tournaments' boards. */
  leaderboardHub: ({ trpcUtils }: RouterContext) =>
    settle(trpcUtils.golf.leaderboard.ensureData(), trpcUtils.tournaments.orderOfMerit.ensureData(), trpcUtils.tournaments.list.ensureData()),
  /** Me: the member's year (a lapsed member opens it too). */
  me: ({ trpcUtils }: RouterContext) => settle(trpcUtils.membership.get.ensureData()),
  profile: ({ trpcUtils }: RouterContext) =>
    settle(trpcUtils.profile.get.ensureData(), trpcUtils.profile.twoFactor.status.ensureData(), trpcUtils.people.profile.ensureData()),
  reservations: ({ trpcUtils }: RouterContext) =>
    settle(
      trpcUtils.reservations.list.ensureData(),
      // The booking form opens on this day and shows its free slots at once.
      trpcUtils.club.settings
        .ensureData()
        .then(({ timeZone }) => trpcUtils.reservations.availability.ensureData({ date: firstBookingDay(new Date(), timeZone) })),
    ),
  statements: ({ trpcUtils }: RouterContext) => settle(trpcUtils.statements.list.ensureData(), trpcUtils.membership.get.ensureData()),
  renew: ({ trpcUtils }: RouterContext) => settle(trpcUtils.membership.get.ensureData()),
  leaderboard: ({ trpcUtils }: RouterContext) => settle(trpcUtils.golf.leaderboard.ensureData()),
  tournaments: ({ trpcUtils }: RouterContext) => settle(trpcUtils.tournaments.list.ensureData()),
  orderOfMerit: ({ trpcUtils }: RouterContext) => settle(trpcUtils.tournaments.orderOfMerit.ensureData()),
  tournament: ({ trpcUtils }: RouterContext, id: number) =>
    settle(trpcUtils.tournaments.get.ensureData({ id }), trpcUtils.tournaments.leaderboard.ensureData(pageInputs.tournamentLeaderboard(id))),
  /** The card and its tournament (the entrants are the marker's quick picks). */
  tournamentCard: ({ trpcUtils }: RouterContext, tournamentId: number, cardId: number) =>
    settle(trpcUtils.tournaments.card.ensureData({ id: cardId }), trpcUtils.tournaments.get.ensureData({ id: tournamentId })),
  clubIndex: ({ trpcUtils }: RouterContext, userId?: number) => settle(trpcUtils.golf.clubIndex.ensureData(userId === undefined ? {} : { userId })),
  adminCourses: ({ trpcUtils }: RouterContext) => settle(trpcUtils.admin.courses.list.ensureData()),
  dashboard: ({ trpcUtils }: RouterContext) => settle(trpcUtils.admin.dashboard.ensureData()),
  adminEvents: ({ trpcUtils }: RouterContext, when?: AdminEventTab, page?: number) =>
    settle(trpcUtils.admin.events.list.ensureData(pageInputs.adminEvents(when, page))),
  settings: ({ trpcUtils }: RouterContext) => settle(trpcUtils.admin.settings.get.ensureData()),
  paymentReviews: ({ trpcUtils }: RouterContext) => settle(trpcUtils.admin.payments.reviews.ensureData()),
  disputes: ({ trpcUtils }: RouterContext) => settle(trpcUtils.golf.disputes.ensureData()),
  adminTournaments: ({ trpcUtils }: RouterContext) => settle(trpcUtils.tournaments.list.ensureData()),
  backups: ({ trpcUtils }: RouterContext) => settle(trpcUtils.admin.backups.keeper.ensureData(), trpcUtils.admin.backups.list.ensureData()),
  memberAccount: ({ trpcUtils }: RouterContext, userId: number) => settle(trpcUtils.statements.memberAccount.ensureData({ userId })),
  /** Without ?day= the sheet shows the club's today. */
  teeSheet: ({ trpcUtils }: RouterContext, day?: string) =>
    settle(trpcUtils.club.settings.ensureData().then(({ timeZone }) => trpcUtils.reservations.teeSheet.ensureData({ date: day ?? clubToday(timeZone) }))),
  audit: ({ trpcUtils }: RouterContext, page?: number) => settle(trpcUtils.admin.audit.list.ensureData(pageInputs.audit(page))),
  messages: ({ trpcUtils }: RouterContext, page?: number) => settle(trpcUtils.admin.messages.list.ensureData(pageInputs.messages(page))),
  members: ({ trpcUtils }: RouterContext, page?: number, search?: string, status?: MembershipStatus, balance?: 'due') =>
    settle(trpcUtils.admin.members.list.ensureData(pageInputs.members(page, search, status, balance))),
  outbox: ({ trpcUtils }: RouterContext, page?: number) => settle(trpcUtils.mail.outbox.ensureData(pageInputs.outbox(page))),
  applications: ({ trpcUtils }: RouterContext, status?: ApplicationTab, page?: number) =>
    settle(trpcUtils.applications.list.ensureData(pageInputs.applications(status, page))),
};
