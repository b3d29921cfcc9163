import type { AdminDashboard, NeedsNowItem, WeekAheadItem } from '../../../shared/admin/dashboard.schema';
import { addDays, clubClock, clubInstant } from '../../../shared/club-time';
import type { AppDeps } from '../../platform/deps/deps';
import { countFailedOutboxMessages } from '../../platform/mail/outbox.service';
import { getClubSettings } from '../club/club-settings.service';
import { countUnreadMessages } from '../contact/contact-messages.service';
import { countEvents, listAllEvents } from '../events/events.service';
import { countApplications, countPaidPendingApplications } from '../membership/applications/applications.service';
import { clubTodayOf, countRenewalsByDay } from '../membership/membership.service';
import { countOpenPaymentReviews } from '../membership/payment-reviews/payment-reviews.service';
import { countTeeTimesByDay } from '../reservations/reservations.service';
import { cardsWaitingReview } from '../tournaments/review.service';
import { listWindowChangesBetween } from '../tournaments/tournaments.service';
import { countUsers } from '../users/users.service';

type DashboardDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The days the week ahead covers: the club's today and the six after it. */
export const WEEK_AHEAD_DAYS = 7;

/**
 * What waits for the committee, in the order it should be dealt with: paid applications (a new
 * member is waiting to get in), payments to review (someone's money), tournament cards, unread
 * messages, mail that failed. Kinds with nothing waiting are left out.
 */
async function needsNow(deps: DashboardDeps): Promise<NeedsNowItem[]> {
  const { db } = deps;
  const [applications, payments, cards, messages, mail] = await Promise.all([
    countPaidPendingApplications(db),
    countOpenPaymentReviews(db),
    cardsWaitingReview(deps),
    countUnreadMessages(db),
    countFailedOutboxMessages(db),
  ]);
  const items: NeedsNowItem[] = [
    { kind: 'applications', count: applications },
    { kind: 'payments', count: payments },
    { kind: 'cards', count: cards.count, tournamentId: cards.tournamentIds.length === 1 ? (cards.tournamentIds[0] ?? null) : null },
    { kind: 'messages', count: messages },
    { kind: 'mail', count: mail },
  ];
  return items.filter((item) => item.count > 0);
}

/**
 * The club's next seven days on its own calendar: from the clock's now to the end of the sixth day
 * after today (club time). Events starting and round windows opening or closing in that span;
 * tee times booked and memberships falling due, counted per day. Soonest day first; on a day, the
 * counts first, then the timed things in order.
 */
async function weekAhead(deps: DashboardDeps, timeZone: string, today: string): Promise<{ week: AdminDashboard['week']; items: WeekAheadItem[] }> {
  const { db } = deps;
  const last = addDays(today, WEEK_AHEAD_DAYS - 1);
  const from = deps.clock.now().toISOString();
  const to = clubInstant(addDays(today, WEEK_AHEAD_DAYS), '00:00', timeZone).toISOString();
  const dayOf = (at: string) => clubClock(new Date(at), timeZone).date;
  const [events, windows, teeTimes, renewals] = await Promise.all([
    listAllEvents(deps, { from, to }),
    listWindowChangesBetween(db, from, to),
    countTeeTimesByDay(db, today, last),
    countRenewalsByDay(db, today, last),
  ]);
  const timed: WeekAheadItem[] = [
    ...events.map((event): WeekAheadItem => ({ kind: 'event', day: dayOf(event.startDate), at: event.startDate, eventId: event.id, title: event.title })),
    ...windows.map(
      (window): WeekAheadItem => ({
        kind: window.kind === 'opens' ? 'window-opens' : 'window-closes',
        day: dayOf(window.at),
        at: window.at,
        tournamentId: window.tournamentId,
        tournamentName: window.tournamentName,
        round: window.round,
      }),
    ),
  ];
  const counted: WeekAheadItem[] = [
    ...teeTimes.map((day): WeekAheadItem => ({ kind: 'tee-times', ...day })),
    ...renewals.map((day): WeekAheadItem => ({ kind: 'renewals', ...day })),
  ];
  // A day's counts have no time: '' sorts them before its timed things (stable, tee times before renewals).
  const atOf = (item: WeekAheadItem) => ('at' in item ? item.at : '');
  const items = [...counted, ...timed].sort((a, b) => a.day.localeCompare(b.day) || atOf(a).localeCompare(atOf(b)));
  return { week: { from: today, to: last }, items };
}

/** GET admin.dashboard: the spec's three counts, what needs the committee now, and the week ahead. */
export async function getAdminDashboard(deps: DashboardDeps): Promise<AdminDashboard> {
  const { db } = deps;
  const settings = await getClubSettings(db);
  const today = clubTodayOf(deps, settings);
  const [members, events, applications, waiting, ahead] = await Promise.all([
    countUsers(db),
    countEvents(db),
    countApplications(db, 'pending'),
    needsNow(deps),
    weekAhead(deps, settings.timeZone, today),
  ]);
  return { members, events, applications, needsNow: waiting, week: ahead.week, weekAhead: ahead.items };
}
