import { describe, expect, it } from 'vitest';
import { activeMemberTab, isOpenWhenLapsed, MEMBER_PAGES, MEMBER_TABS, memberTabs, pagesOfTab } from './member-tabs';

describe('the tab lit at a path', () => {
  it.each([
    ['/member/home', 'home'],
    ['/member/feed', 'home'],
    ['/member/play', 'play'],
    ['/member/match/12', 'play'],
    ['/member/match/12/score', 'play'],
    ['/member/reservations', 'play'],
    ['/member/tournaments', 'play'],
    ['/member/tournaments/3', 'play'],
    ['/member/tournaments/3/cards/9', 'play'],
    ['/member/leaderboard', 'leaderboard'],
    ['/member/season', 'leaderboard'],
    ['/member/order-of-merit', 'leaderboard'],
    ['/member/club-index', 'leaderboard'],
    ['/member/club-index/42', 'leaderboard'],
    ['/member/events', 'events'],
    ['/member/me', 'me'],
    ['/member/profile', 'me'],
    ['/member/statements', 'me'],
    ['/member/renew', 'me'],
  ] as const)('%s lights %s', (path, tab) => {
    expect(activeMemberTab(path, false)).toBe(tab);
  });

  it('reads a trailing slash as the page itself', () => {
    expect(activeMemberTab('/member/season/', false)).toBe('leaderboard');
    expect(activeMemberTab('/member/me/', false)).toBe('me');
  });

  it('lights Home for a members page it does not know, and for the area itself', () => {
    expect(activeMemberTab('/member/something-new', false)).toBe('home');
    expect(activeMemberTab('/member', false)).toBe('home');
    expect(activeMemberTab('/member/match', false)).toBe('home');
  });

  it('does not take a page whose name merely starts alike for it', () => {
    expect(activeMemberTab('/member/events-archive', false)).toBe('home');
    expect(activeMemberTab('/member/meals', false)).toBe('home');
  });

  it('lights nothing outside the members area', () => {
    for (const path of ['/', '/events', '/membership', '/admin/dashboard', '/members', '/old/member/feed']) expect(activeMemberTab(path, false)).toBeNull();
  });
});

describe('a lapsed member', () => {
  it('sees only Renew and Me', () => {
    expect(memberTabs(true).map((tab) => tab.to)).toEqual(['/member/renew', '/member/me']);
    expect(memberTabs(false)).toBe(MEMBER_TABS);
  });

  it('opens only the account pages; everywhere else the renew page shows, under Renew', () => {
    expect(['/member/me', '/member/profile', '/member/statements', '/member/renew'].filter(isOpenWhenLapsed)).toHaveLength(4);
    for (const path of ['/member/home', '/member/play', '/member/match/3', '/member/events', '/member/leaderboard', '/member/unknown']) {
      expect(isOpenWhenLapsed(path), path).toBe(false);
      expect(activeMemberTab(path, true), path).toBe('renew');
    }
    expect(activeMemberTab('/member/renew', true)).toBe('renew');
    expect(activeMemberTab('/member/statements', true)).toBe('me');
  });

  it('is offered no tab that leads to the renew page instead of its destination', () => {
    for (const tab of memberTabs(true)) expect(isOpenWhenLapsed(tab.to), tab.to).toBe(true);
  });
});

describe('the navigation', () => {
  it('has five tabs, each lit on its own page', () => {
    expect(MEMBER_TABS.map((tab) => tab.label)).toEqual(['Home', 'Play', 'Leaderboard', 'Events', 'Me']);
    for (const tab of MEMBER_TABS) expect(activeMemberTab(tab.to, false)).toBe(tab.id);
  });

  it('reaches every named page from its hub, none twice', () => {
    expect(pagesOfTab('play').map((page) => page.label)).toEqual(['Members', 'Looking for a Game', 'Tee Times', 'Tournaments']);
    expect(pagesOfTab('leaderboard').map((page) => page.label)).toEqual(['Golf Season', 'Order of Merit', 'Club Index']);
    expect(pagesOfTab('me').map((page) => page.label)).toEqual(['Profile', 'Statements', 'Membership']);
    const paths = MEMBER_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
