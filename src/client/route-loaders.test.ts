import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { clubToday } from '../shared/club-time';
import { firstBookingDay } from '../shared/reservations/first-booking-day';
import { type FakeCall, fakeServer } from '../test/render';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

// The real route tree over a fake server: what each URL's loader fetches before the page shows.

const CLUB_ZONE = 'Pacific/Auckland';
const admin = { id: 1, username: 'admin', memberType: 'admin' };
const list = () => ({ items: [], total: 0, pageSize: 50 });

function appAt(path: string) {
  const server = fakeServer({
    'auth.user': () => ({ isAuthenticated: true, user: admin }),
    'club.settings': () => ({ clubName: 'Club', timeZone: CLUB_ZONE }),
    'applications.list': list,
    'admin.members.list': list,
    'admin.audit.list': list,
    'admin.messages.list': list,
    'mail.outbox': () => ({ items: [], total: 0 }),
    'reservations.list': () => [],
    'reservations.availability': () => [],
    'reservations.teeSheet': () => [],
    'statements.memberAccount': () => ({ entries: [], balanceCents: 0 }),
    'profile.get': () => ({}),
    'tournaments.list': () => ({ tournaments: [], next: null }),
    'tournaments.get': () => ({}),
    'tournaments.leaderboard': () => ({ basis: 'net', flight: null, rows: [] }),
    'tournaments.card': () => ({}),
    'matches.get': () => ({}),
    'matches.scorecard': () => ({}),
    'matches.comments.list': () => ({ comments: [], nextCursor: null }),
    'tournaments.publicList': () => ({ tournaments: [], next: null }),
    'tournaments.publicBoard': () => ({}),
  });
  const router = createAppRouter(createQueryClient(server.connection), createMemoryHistory({ initialEntries: [path] }));
  return { router, calls: server.calls };
}

const inputsOf = (calls: FakeCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

describe('admin list state read from the URL by the route', () => {
  it('fetches the tab and page the URL names', async () => {
    const { router, calls } = appAt('/admin/applications?status=rejected&page=2');
    await router.load();
    expect(router.state.matches.at(-1)?.search).toEqual({ status: 'rejected', page: 2 });
    expect(inputsOf(calls, 'applications.list')).toEqual([{ status: 'rejected', limit: 20, offset: 20 }]);
  });

  it('shows the first page of all applications for a tab or page that does not exist', async () => {
    const { router, calls } = appAt('/admin/applications?status=deleted&page=zero');
    await router.load();
    expect(router.state.matches.at(-1)?.search).toEqual({ status: undefined, page: undefined });
    expect(inputsOf(calls, 'applications.list')).toEqual([{ status: 'all', limit: 20, offset: 0 }]);
  });

  it('searches members with the trimmed ?q= on the page the URL names', async () => {
    const { router, calls } = appAt('/admin/members?q=%20smith%20&page=3');
    await router.load();
    expect(inputsOf(calls, 'admin.members.list')).toEqual([{ page: 3, pageSize: 50, search: 'smith' }]);
  });

  it.each([
    ['/admin/audit?page=2', 'admin.audit.list', { page: 2, pageSize: 50 }],
    ['/admin/messages?page=0', 'admin.messages.list', { page: 1, pageSize: 50 }],
    ['/admin/outbox?page=3', 'mail.outbox', { limit: 25, offset: 50 }],
    ['/admin/tee-sheet?day=2026-12-05', 'reservations.teeSheet', { date: '2026-12-05' }],
  ])('%s fetches %s with the page it names', async (path, procedure, input) => {
    const { router, calls } = appAt(path);
    await router.load();
    expect(inputsOf(calls, procedure)).toEqual([input]);
  });

  it('a tee-sheet day that does not exist shows the club’s today', async () => {
    const { router, calls } = appAt('/admin/tee-sheet?day=2027-02-30');
    await router.load();
    expect(inputsOf(calls, 'reservations.teeSheet')).toEqual([{ date: clubToday(CLUB_ZONE) }]);
  });
});

describe('route params', () => {
  it.each(['abc', '0', '1.5', '1e3'])('a member account with id %s is not found and fetches nothing', async (id) => {
    const { router, calls } = appAt(`/admin/members/${id}/account`);
    await router.load();
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(true);
    expect(inputsOf(calls, 'statements.memberAccount')).toEqual([]);
  });

  it('a real id is fetched as a number', async () => {
    const { router, calls } = appAt('/admin/members/42/account');
    await router.load();
    expect(inputsOf(calls, 'statements.memberAccount')).toEqual([{ userId: 42 }]);
  });
});

describe('loaders fetch what a member page shows first', () => {
  it('the reservations page fetches the list and the free slots of the day its form opens on', async () => {
    const { router, calls } = appAt('/member/reservations');
    await router.load();
    expect(inputsOf(calls, 'reservations.list')).toHaveLength(1);
    expect(inputsOf(calls, 'reservations.availability')).toEqual([{ date: firstBookingDay(new Date(), CLUB_ZONE) }]);
  });

  it.each([
    ['/member/tournaments', [['tournaments.list', undefined]]],
    ['/member/tournaments/7', [['tournaments.get', { id: 7 }], ['tournaments.leaderboard', { id: 7, basis: 'net' }]]],
    ['/member/tournaments/7/cards/41', [['tournaments.card', { id: 41 }], ['tournaments.get', { id: 7 }]]],
  ] as const)('%s fetches its tournament data before it shows', async (path, expected) => {
    const { router, calls } = appAt(path);
    await router.load();
    for (const [procedure, input] of expected) expect(inputsOf(calls, procedure)).toEqual([input]);
  });

  it.each(['/member/tournaments/abc', '/member/tournaments/7/cards/0'])('%s is not found and fetches no tournament', async (path) => {
    const { router, calls } = appAt(path);
    await router.load();
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(true);
    expect(calls.filter((call) => call.path.startsWith('tournaments.'))).toEqual([]);
  });

  it('a match’s score screen fetches the match and its card, not the comments', async () => {
    const { router, calls } = appAt('/member/match/12/score');
    await router.load();
    expect(inputsOf(calls, 'matches.get')).toEqual([{ id: 12 }]);
    expect(inputsOf(calls, 'matches.scorecard')).toEqual([{ id: 12 }]);
    expect(inputsOf(calls, 'matches.comments.list')).toEqual([]);
  });

  it.each(['/member/match/abc', '/member/match/0/score'])('%s is not found and fetches no match', async (path) => {
    const { router, calls } = appAt(path);
    await router.load();
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(true);
    expect(calls.filter((call) => call.path.startsWith('matches.'))).toEqual([]);
  });

  it.each([
    ['/', [['tournaments.publicList', undefined]]],
    ['/tournaments', [['tournaments.publicList', undefined]]],
    ['/tournaments?before=31', [['tournaments.publicList', { before: 31 }]]],
    ['/tournaments?before=abc', [['tournaments.publicList', undefined]]],
    ['/tournaments/7', [['tournaments.publicBoard', { id: 7, basis: 'net' }]]],
  ] as const)('the public page %s fetches its tournaments before it shows (and on the server)', async (path, expected) => {
    const { router, calls } = appAt(path);
    await router.load();
    for (const [procedure, input] of expected) expect(inputsOf(calls, procedure)).toEqual([input]);
  });

  it('a public board with a malformed id is not found and fetches no tournament', async () => {
    const { router, calls } = appAt('/tournaments/0');
    await router.load();
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(true);
    expect(calls.filter((call) => call.path.startsWith('tournaments.'))).toEqual([]);
  });

  it('preloading a page (hover with preload intent) fetches its data', async () => {
    const { router, calls } = appAt('/member/reservations');
    await router.load();
    expect(inputsOf(calls, 'profile.get')).toEqual([]);
    await router.preloadRoute({ to: '/member/profile' });
    expect(inputsOf(calls, 'profile.get')).toHaveLength(1);
  });
});
