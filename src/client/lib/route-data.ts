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
import type { TrpcUtils } from './trpc-session';
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
  /** `after`: the last member of the page before, so the page is read from there (links stay put as members come and go). */
  members: (page = 1, search?: string, status?: MembershipStatus, balance?: 'due', after?: number) => ({
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(balance ? { balance } : {}),
    ...(after ? { after } : {}),
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

/**
 * A page's loads with tRPC's helpers, which load with the first page that needs them (the member and
 * admin areas: their code is never part of a visitor's first page).
 */
function withTrpc<Args extends unknown[]>(load: (trpcUtils: TrpcUtils, ...args: Args) => Promise<void>) {
  return async (context: RouterContext, ...args: Args): Promise<void> => {
    const trpcUtils = await context.trpc().catch(() => null);
    // A loader never fails the navigation: without the client, the page shows its own states.
    if (trpcUtils) await load(trpcUtils, ...args);
  };
}

/** What each member and admin page shows first, fetched by its route loader. */
export const loadPage = {
  memberHome: withTrpc((trpcUtils) =>
    settle(
      trpcUtils.feed.recent.ensureData(pageInputs.recentPosts),
      trpcUtils.matches.recent.ensureData(pageInputs.recentMatches),
      trpcUtils.events.upcoming.ensureData(),
      trpcUtils.people.welcome.ensureData(),
    )),
  feed: withTrpc((trpcUtils) =>
    settle(trpcUtils.feed.list.prefetchInfinite(pageInputs.feed, infinite), trpcUtils.matches.list.ensureData())),
  match: withTrpc((trpcUtils, id: number) =>
    settle(
      trpcUtils.matches.get.ensureData({ id }),
      trpcUtils.matches.scorecard.ensureData({ id }),
      trpcUtils.matches.comments.list.prefetchInfinite(pageInputs.comments(id), infinite),
    )),
  /** The score screen needs the match (who may be scored) and its card, not the comments. */
  matchScore: withTrpc((trpcUtils, id: number) => settle(trpcUtils.matches.get.ensureData({ id }), trpcUtils.matches.scorecard.ensureData({ id }))),
  /** The events, and the tournaments whose round windows show among the upcoming ones. */
  memberEvents: withTrpc((trpcUtils) =>
    settle(
      trpcUtils.events.upcoming.ensureData(),
      trpcUtils.events.memberOnly.ensureData(),
      trpcUtils.calendar.feed.ensureData(),
      trpcUtils.tournaments.list.ensureData(),
    )),
  /** The members' directory, as the URL asks (checked against the directory's schema first). */
  directory: withTrpc((trpcUtils, query: DirectoryQuery | null) => settle(query ? trpcUtils.people.directory.ensureData(query) : Promise.resolve())),
  /** Open games to join and the member's own. */
  openGames: withTrpc((trpcUtils) => settle(trpcUtils.openGames.list.ensureData(), trpcUtils.openGames.mine.ensureData())),
  /** Play: the member's matches, the tournaments open, their tee times. */
  play: withTrpc((trpcUtils) => settle(trpcUtils.matches.list.ensureData(), trpcUtils.tournaments.list.ensureData(), trpcUtils.reservations.list.ensureData())),
  /** Leaderboard: the top of the season's standings, of the order of merit, and the latest tournaments' boards. */
  leaderboardHub: withTrpc((trpcUtils) =>
    settle(trpcUtils.golf.leaderboard.ensureData(), trpcUtils.tournaments.orderOfMerit.ensureData(), trpcUtils.tournaments.list.ensureData())),
  /** Me: the member's year (a lapsed member opens it too). */
  me: withTrpc((trpcUtils) => settle(trpcUtils.membership.get.ensureData())),
  profile: withTrpc((trpcUtils) =>
    settle(trpcUtils.profile.get.ensureData(), trpcUtils.profile.twoFactor.status.ensureData(), trpcUtils.people.profile.ensureData())),
  reservations: withTrpc((trpcUtils) =>
    settle(
      trpcUtils.reservations.list.ensureData(),
      // The booking form opens on this day and shows its free slots at once.
      trpcUtils.club.settings
        .ensureData()
        .then(({ timeZone }) => trpcUtils.reservations.availability.ensureData({ date: firstBookingDay(new Date(), timeZone) })),
    )),
  statements: withTrpc((trpcUtils) => settle(trpcUtils.statements.list.ensureData(), trpcUtils.membership.get.ensureData())),
  renew: withTrpc((trpcUtils) => settle(trpcUtils.membership.get.ensureData())),
  leaderboard: withTrpc((trpcUtils) => settle(trpcUtils.golf.leaderboard.ensureData())),
  tournaments: withTrpc((trpcUtils) => settle(trpcUtils.tournaments.list.ensureData())),
  orderOfMerit: withTrpc((trpcUtils) => settle(trpcUtils.tournaments.orderOfMerit.ensureData())),
  tournament: withTrpc((trpcUtils, id: number) =>
    settle(trpcUtils.tournaments.get.ensureData({ id }), trpcUtils.tournaments.leaderboard.ensureData(pageInputs.tournamentLeaderboard(id)))),
  /** The card and its tournament (the entrants are the marker's quick picks). */
  tournamentCard: withTrpc((trpcUtils, tournamentId: number, cardId: number) =>
    settle(trpcUtils.tournaments.card.ensureData({ id: cardId }), trpcUtils.tournaments.get.ensureData({ id: tournamentId }))),
  clubIndex: withTrpc((trpcUtils, userId?: number) => settle(trpcUtils.golf.clubIndex.ensureData(userId === undefined ? {} : { userId }))),
  adminCourses: withTrpc((trpcUtils) => settle(trpcUtils.admin.courses.list.ensureData())),
  dashboard: withTrpc((trpcUtils) => settle(trpcUtils.admin.dashboard.ensureData())),
  adminEvents: withTrpc((trpcUtils, when?: AdminEventTab, page?: number) =>
    settle(trpcUtils.admin.events.list.ensureData(pageInputs.adminEvents(when, page)))),
  settings: withTrpc((trpcUtils) => settle(trpcUtils.admin.settings.get.ensureData())),
  paymentReviews: withTrpc((trpcUtils) => settle(trpcUtils.admin.payments.reviews.ensureData())),
  disputes: withTrpc((trpcUtils) => settle(trpcUtils.golf.disputes.ensureData())),
  adminTournaments: withTrpc((trpcUtils) => settle(trpcUtils.tournaments.list.ensureData())),
  backups: withTrpc((trpcUtils) => settle(trpcUtils.admin.backups.keeper.ensureData(), trpcUtils.admin.backups.list.ensureData())),
  memberAccount: withTrpc((trpcUtils, userId: number) => settle(trpcUtils.statements.memberAccount.ensureData({ userId }))),
  /** Without ?day= the sheet shows the club's today. */
  teeSheet: withTrpc((trpcUtils, day?: string) =>
    settle(trpcUtils.club.settings.ensureData().then(({ timeZone }) => trpcUtils.reservations.teeSheet.ensureData({ date: day ?? clubToday(timeZone) })))),
  audit: withTrpc((trpcUtils, page?: number) => settle(trpcUtils.admin.audit.list.ensureData(pageInputs.audit(page)))),
  messages: withTrpc((trpcUtils, page?: number) => settle(trpcUtils.admin.messages.list.ensureData(pageInputs.messages(page)))),
  members: withTrpc((trpcUtils, page?: number, search?: string, status?: MembershipStatus, balance?: 'due', after?: number) =>
    settle(trpcUtils.admin.members.list.ensureData(pageInputs.members(page, search, status, balance, after)))),
  outbox: withTrpc((trpcUtils, page?: number) => settle(trpcUtils.mail.outbox.ensureData(pageInputs.outbox(page)))),
  applications: withTrpc((trpcUtils, status?: ApplicationTab, page?: number) =>
    settle(trpcUtils.applications.list.ensureData(pageInputs.applications(status, page)))),
};
