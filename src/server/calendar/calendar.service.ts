import { LAPSED_MESSAGE } from '../../shared/membership/membership.schema';
import { forbidden, notFound } from '../app-error';
import type { Clock } from '../clock';
import { isLapsed } from '../membership/membership.service';
import { toSessionUser } from '../users/user-mapper';
import { findUserById } from '../users/users.repository';
import { hashToken, newToken } from '../auth/session.service';
import { getClubSettings } from '../club/club-settings.service';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { getMemberEvent, listUpcomingEvents } from '../events/member-events.service';
import { findFeedByTokenHash, findFeedOfUser, upsertFeed } from './calendar-feed.repository';
import { buildCalendar } from './ics';

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
  const [event, settings] = await Promise.all([getMemberEvent(deps.db, eventId), getClubSettings(deps.db)]);
  return buildCalendar([event], { name: settings.clubName, uidDomain: uidDomain(deps.config) });
}

/** Whether the member has a feed link; the link itself is only shown when made. */
export async function feedStatus(db: Db, userId: number): Promise<{ hasFeed: boolean; createdAt: string | null }> {
  const feed = await findFeedOfUser(db, userId);
  return { hasFeed: Boolean(feed), createdAt: feed?.created_at ?? null };
}

/** Makes a new secret feed link (the old one, if any, stops working); only its hash is kept. */
export async function resetFeed(deps: CalendarDeps, userId: number): Promise<{ url: string }> {
  const token = newToken();
  await upsertFeed(deps.db, { user_id: userId, token_hash: hashToken(token), created_at: new Date().toISOString() });
  return { url: feedUrl(deps.config, token) };
}

/** The subscribable feed: every upcoming event, for whoever holds a live feed token. */
export async function feedIcs(deps: CalendarDeps, token: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('Calendar feed not found');
  const feed = await findFeedByTokenHash(deps.db, hashToken(token));
  if (!feed) throw notFound('Calendar feed not found');
  // Member events are for members: a lapsed member's feed waits for the renewal.
  const owner = await findUserById(deps.db, feed.user_id);
  if (!owner || (await isLapsed(deps, toSessionUser(owner)))) throw forbidden(LAPSED_MESSAGE);
  const [events, settings] = await Promise.all([listUpcomingEvents(deps.db), getClubSettings(deps.db)]);
  return buildCalendar(events, { name: `${settings.clubName} Events`, uidDomain: uidDomain(deps.config) });
}
