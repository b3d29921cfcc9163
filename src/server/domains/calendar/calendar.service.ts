import { LAPSED_MESSAGE } from '../../../shared/membership/membership.schema';
import { forbidden, notFound } from '../../platform/core/app-error';
import type { Clock } from '../../platform/core/clock';
import { isLapsed } from '../membership/membership.service';
import { toSessionUser } from '../users/user-mapper';
import { findUserById } from '../users/users.service';
import { hashToken, newToken } from '../auth/session.service';
import { getClubSettings } from '../club/club-settings.service';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/db';
import { getMemberEvent } from '../events/member-events.service';
import { listWindowsOf } from '../tournaments/tournaments.service';
import { clubClock, clubInstant } from '../../../shared/club-time';
import {
  findFeedByTokenHash,
  findFeedOfUser,
  listFeedMatches,
  listFeedReservations,
  listFeedRsvps,
  upsertFeed,
} from './calendar-feed.repository';
import { buildCalendar, buildItemsCalendar, type CalendarItem } from './ics';

// A deleted account's private feed link stops working (data-rights).
export { deleteCalendarFeedOf } from './calendar-feed.repository';

// The digest lists its members' coming matches as the calendar feed does.
export { listMembersMatchesBetween } from './calendar-feed.repository';

interface CalendarDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
  clock: Clock;
}

const uidDomain = (config: Pick<Config, 'PUBLIC_URL'>) => new URL(config.PUBLIC_URL).hostname;

export function feedUrl(config: Pick<Config, 'PUBLIC_URL'>, token: string): string {
  return new URL(`/api/calendar/${token}.ics`, config.PUBLIC_URL).href;
}

/** The .ics file of one event, for a signed-in member. */
export async function eventIcs(deps: CalendarDeps, eventId: number): Promise<string> {
  const [event, settings] = await Promise.all([getMemberEvent(deps.db, eventId, deps.clock.now()), getClubSettings(deps.db)]);
  return buildCalendar([event], { name: settings.clubName, uidDomain: uidDomain(deps.config), now: deps.clock.now() });
}

/** Whether the member has a feed link; the link itself is only shown when made. */
export async function feedStatus(db: Db, userId: number): Promise<{ hasFeed: boolean; createdAt: string | null }> {
  const feed = await findFeedOfUser(db, userId);
  return { hasFeed: Boolean(feed), createdAt: feed?.created_at ?? null };
}

/** Makes a new secret feed link (the old one, if any, stops working); only its hash is kept. */
export async function resetFeed(deps: CalendarDeps, userId: number): Promise<{ url: string }> {
  const token = newToken();
  await upsertFeed(deps.db, { user_id: userId, token_hash: hashToken(token), created_at: deps.clock.now().toISOString() });
  return { url: feedUrl(deps.config, token) };
}

/** The subscribable feed: every upcoming event, for whoever holds a live feed token. */
export async function feedIcs(deps: CalendarDeps, token: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('Calendar feed not found');
  const feed = await findFeedByTokenHash(deps.db, hashToken(token));
  if (!feed) throw notFound('Calendar feed not found');
  // Member events are for members: a lapsed member's feed waits for the renewal.
  const owner = await findUserById(deps.db, feed.user_id);
  if (!owner || (await isLapsed(deps, toSessionUser(owner), owner.paid_through))) throw forbidden(LAPSED_MESSAGE);
  const settings = await getClubSettings(deps.db);
  const items = await memberCalendarItems(deps, feed.user_id, settings.timeZone);
  return buildItemsCalendar(items, { name: `${settings.clubName}: my calendar`, uidDomain: uidDomain(deps.config), now: deps.clock.now() });
}

// SEQUENCE counts seconds since this instant: every change makes it grow, and it fits 32 bits for decades.
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);
const sequenceOf = (...isos: (string | null)[]) =>
  Math.max(0, ...isos.flatMap((iso) => (iso === null ? [] : [Math.floor((Date.parse(iso) - SEQUENCE_EPOCH) / 1000)])));
const ROUND_HOURS = 4;
const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

/**
 * A member's own calendar: the events they answered (going confirmed, dropped out cancelled), their
 * tee times (cancelled ones marked so) and their matches, from today on.
 */
async function memberCalendarItems(deps: CalendarDeps, userId: number, timeZone: string): Promise<CalendarItem[]> {
  const now = deps.clock.now();
  const today = clubClock(now, timeZone).date;
  const domain = uidDomain(deps.config);
  const [rsvps, reservations, matches, windows] = await Promise.all([
    listFeedRsvps(deps.db, userId, now.toISOString()),
    listFeedReservations(deps.db, userId, today),
    listFeedMatches(deps.db, userId, today),
    listWindowsOf(deps.db, userId, now.toISOString()),
  ]);
  const events: CalendarItem[] = rsvps.map((row) => ({
    uid: `event-${row.id}@${domain}`,
    start: row.start_date,
    end: row.end_date,
    summary: row.title,
    description: row.status === 'waitlisted' ? `On the waitlist. ${row.description}` : row.description,
    location: row.location,
    category: row.category,
    sequence: sequenceOf(row.created_at, row.updated_at, row.answered_at),
    cancelled: row.status !== 'going',
    private: true,
  }));
  const teeTimes: CalendarItem[] = reservations.map((row) => {
    const start = clubInstant(row.date, row.time, timeZone).toISOString();
    return {
      uid: `teetime-${row.id}@${domain}`,
      start,
      end: hoursAfter(start, ROUND_HOURS),
      summary: `Tee time (${row.players} ${row.players === 1 ? 'player' : 'players'})`,
      description: 'Your tee time at the club.',
      location: 'Tee 1',
      category: 'Tee time',
      // A tee time changes once, when cancelled: always one more than when it was booked.
      sequence: sequenceOf(row.created_at) + (row.cancelled_at === null ? 0 : 1),
      cancelled: row.cancelled_at !== null,
      private: true,
    };
  });
  const rounds: CalendarItem[] = matches.map((row) => {
    const start = clubInstant(row.date, row.time, timeZone).toISOString();
    return {
      uid: `match-${row.id}@${domain}`,
      start,
      end: hoursAfter(start, ROUND_HOURS),
      summary: 'Golf match',
      description: row.result_summary ?? `A golf match: ${new URL(`/member/match/${row.id}`, deps.config.PUBLIC_URL).href}`,
      location: 'The club',
      category: 'Match',
      sequence: 0,
      cancelled: false,
      private: true,
    };
  });
  const tournamentWindows: CalendarItem[] = windows.map((row) => ({
    uid: `tournament-${row.id}-round-${row.number}@${domain}`,
    start: row.opens_at,
    end: row.closes_at,
    summary: `${row.name}: round ${row.number} window`,
    description: `${row.status === 'waitlisted' ? 'On the waitlist. ' : ''}Open your card before your first shot: ${new URL(`/member/tournaments/${row.id}`, deps.config.PUBLIC_URL).href}`,
    location: 'Anywhere: the round is played on the tournament’s course',
    category: 'Tournament',
    sequence: sequenceOf(row.updated_at),
    cancelled: false,
    private: true,
  }));
  return [...events, ...teeTimes, ...rounds, ...tournamentWindows].sort((a, b) => a.start.localeCompare(b.start));
}
