import type { Db } from '../../src/server/platform/db/db';
import { DEFAULT_PAGE_SIZE } from '../../src/shared/page-sizes';
import { DIRECTORY_PAGE_SIZE } from '../../src/shared/people/directory.schema';
import { PUBLIC_RESULTS_PAGE } from '../../src/shared/tournaments/public-board.schema';

/** Rows of a seeded club the lists point at: its tournament in play, an event to come, its deep pages. */
export interface ClubMarks {
  today: string;
  liveTournament: number;
  nextEvent: number;
  /** The feed a year back (or, on a club without a year of posts, its last full page). */
  deepFeed: { createdAt: string; id: number };
  /** The Next link of the directory's first page: its last member. */
  directoryNext: number;
  /** Page 500 of the members list (or the club's last full page: page 20 of the small club), and the last member before it. */
  deepMembers: { page: number; afterId: number };
  /**
   * The public results at depth: the Older link forty pages back (or the club's last full page); a
   * small club, with one page of results, its page after the latest.
   */
  olderResults: number;
}

export interface Listed {
  name: string;
  /** A visitor is signed out. */
  who: 'visitor' | 'member' | 'admin';
  url: string;
  /** Held to the 1.3x line; the old ?page= links at depth are only kept working. */
  gated: boolean;
}

const DEEP_PAGE = 500;
/** Ten years of a club's published results, a page of ten at a time. */
const DEEP_RESULTS_PAGE = 40;
const YEAR_MS = 365 * 86_400_000;

export async function readMarks(db: Db): Promise<ClubMarks> {
  const now = new Date();
  const live = await db.selectFrom('tournaments').select('id').where('finalised_at', 'is', null).executeTakeFirstOrThrow();
  const event = await db.selectFrom('events').select('id').where('start_date', '>', now.toISOString()).orderBy('start_date').executeTakeFirstOrThrow();
  const yearBack = await db
    .selectFrom('feed_posts')
    .select(['created_at', 'id'])
    .where('created_at', '<', new Date(now.getTime() - YEAR_MS).toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const lastFull = await db
    .selectFrom('feed_posts')
    .select(['created_at', 'id'])
    .orderBy('created_at')
    .orderBy('id')
    .offset(DEFAULT_PAGE_SIZE)
    .limit(1)
    .executeTakeFirstOrThrow();
  const deepFeed = yearBack && yearBack.created_at > lastFull.created_at ? yearBack : lastFull;
  const members = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  const page = Math.min(DEEP_PAGE, Math.floor(Number(members.count) / DEFAULT_PAGE_SIZE));
  const before = await db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .offset((page - 1) * DEFAULT_PAGE_SIZE - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const directoryNext = await db
    .selectFrom('users')
    .select('id')
    .where('member_type', '=', 'standard')
    .where('deleted_at', 'is', null)
    .orderBy('name_key')
    .orderBy('id')
    .offset(DIRECTORY_PAGE_SIZE - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const published = await db
    .selectFrom('tournaments')
    .select('id')
    .where('public_leaderboard', '=', 1)
    .where('finalised_at', 'is not', null)
    .orderBy('entries_close_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    olderResults: (published.length > PUBLIC_RESULTS_PAGE ? published[Math.min(DEEP_RESULTS_PAGE * PUBLIC_RESULTS_PAGE, published.length - PUBLIC_RESULTS_PAGE) - 1] : published[0])?.id ?? 0,
    today: now.toISOString().slice(0, 10),
    directoryNext: directoryNext.id,
    liveTournament: live.id,
    nextEvent: event.id,
    deepFeed: { createdAt: deepFeed.created_at, id: deepFeed.id },
    deepMembers: { page, afterId: before.id },
  };
}

const trpc = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/** Every list and search a visitor, member or admin uses, as each club is asked for it. */
export function lists(marks: ClubMarks): Listed[] {
  const { today, deepFeed, deepMembers } = marks;
  const month = { from: `${today.slice(0, 8)}01T00:00:00.000Z`, to: `${today}T23:59:59.999Z` };
  const feedCursor = `cursorCreatedAt=${encodeURIComponent(deepFeed.createdAt)}&cursorId=${deepFeed.id}`;
  const rows: Array<[string, Listed['who'], string, boolean?]> = [
    ['feed', 'member', '/api/feed'],
    ['feed, a year back', 'member', `/api/feed?${feedCursor}`],
    ['recent posts', 'member', '/api/feed/recent'],
    ['upcoming matches', 'member', '/api/matches'],
    ['recent matches', 'member', '/api/matches/recent'],
    ['comments of a match', 'member', '/api/matches/1/comments'],
    ['matches awaiting me', 'member', trpc('matches.awaitingMe')],
    ['member search, start of a name', 'member', '/api/members/search?q=nin'],
    ['member search, inside a name', 'member', '/api/members/search?q=lope'],
    ['members directory', 'member', '/api/members/directory'],
    ['members directory, next page', 'member', `/api/members/directory?page=2&after=${marks.directoryNext}`],
    ['members directory, search "lope"', 'member', '/api/members/directory?q=lope'],
    ['members directory, GSPro players', 'member', '/api/members/directory?platform=gspro'],
    ['members directory, awake in Europe', 'member', '/api/members/directory?zoneBand=europe-africa'],
    ['events this month', 'member', `/api/events?from=${month.from}&to=${month.to}`],
    ['events to come (members)', 'member', trpc('events.upcoming')],
    ['my RSVPs', 'member', trpc('events.myRsvps')],
    ['my tee times', 'member', '/api/reservations'],
    ['tee times free today', 'member', trpc('reservations.availability', { date: today })],
    ['tournaments', 'member', '/api/tournaments'],
    ['tournament leaderboard', 'member', `/api/tournaments/${marks.liveTournament}/leaderboard`],
    ['order of merit', 'member', '/api/order-of-merit'],
    ['public tournaments', 'visitor', trpc('tournaments.publicList')],
    ['public tournaments, deep results', 'visitor', trpc('tournaments.publicList', { before: marks.olderResults })],
    ['public tournaments page', 'visitor', '/tournaments'],
    ['admin members', 'admin', '/api/admin/members'],
    ['admin members, page 500 (Next link)', 'admin', `/api/admin/members?page=${deepMembers.page}&after=${deepMembers.afterId}`],
    ['admin members, page 500 (?page= only)', 'admin', `/api/admin/members?page=${deepMembers.page}`, false],
    ['admin members, search', 'admin', '/api/admin/members?search=lopez'],
    ['admin members, search "ez"', 'admin', '/api/admin/members?search=ez'],
    ['admin members, lapsed', 'admin', '/api/admin/members?status=lapsed'],
    ['admin members, active', 'admin', '/api/admin/members?status=active'],
    ['admin members, balance due', 'admin', '/api/admin/members?balance=due'],
    ['applications', 'admin', '/api/admin/applications'],
    ['pending applications', 'admin', '/api/admin/applications?status=pending'],
    ['contact messages', 'admin', trpc('admin.messages.list', {})],
    ['audit log', 'admin', trpc('admin.audit.list', {})],
    ['outbox', 'admin', '/api/admin/outbox'],
    ['admin events, upcoming', 'admin', trpc('admin.events.list', {})],
    ['admin events, past', 'admin', trpc('admin.events.list', { when: 'past' })],
    ['attendees of an event', 'admin', trpc('admin.events.attendees', { id: marks.nextEvent })],
    ['tee sheet of today', 'admin', trpc('reservations.teeSheet', { date: today })],
  ];
  // SCALE_LISTS=directory,tournaments times only the lists whose names hold one of the texts (while working on them).
  const only = process.env.SCALE_LISTS?.split(',').filter((text) => text !== '');
  return rows.filter(([name]) => !only?.length || only.some((text) => name.includes(text))).map(([name, who, url, gated = true]) => ({ name, who, url, gated }));
}
