import type { LinkProps } from '@tanstack/react-router';
import { isMemberAreaPath } from '../shell/member-area';

/** A page of the members area: a route path, its `$param` segments standing for any value. */
type MemberPath = Exclude<LinkProps['to'], undefined>;

export type MemberTabId = 'home' | 'play' | 'leaderboard' | 'events' | 'me' | 'renew';

export interface MemberTab {
  id: MemberTabId;
  label: string;
  to: MemberPath;
}

/** The members area's one navigation, in the bar's order. */
export const MEMBER_TABS: readonly MemberTab[] = [
  { id: 'home', label: 'Home', to: '/member/home' },
  { id: 'play', label: 'Play', to: '/member/play' },
  { id: 'leaderboard', label: 'Leaderboard', to: '/member/leaderboard' },
  { id: 'events', label: 'Events', to: '/member/events' },
  { id: 'me', label: 'Me', to: '/member/me' },
];

/** A lapsed member's bar holds only what the area still opens to them (MemberAreaGate): renewing, and their account. */
export const LAPSED_TABS: readonly MemberTab[] = [
  { id: 'renew', label: 'Renew', to: '/member/renew' },
  { id: 'me', label: 'Me', to: '/member/me' },
];

export interface MemberPage {
  /** The page, and every page below it. */
  path: MemberPath;
  /** The tab it belongs to: the one lit while it shows. */
  tab: MemberTabId;
  /** Named here, the page is listed on its tab's hub (Play, Leaderboard, Me). */
  label?: string;
  hint?: string;
  /** Open to a lapsed member, and the tab it belongs to then; the area shows everything else as the renew page. */
  lapsedTab?: MemberTabId;
}

/**
 * Every page of the members area and its tab: a new page is one line here (and in page-names.ts).
 * Paths not listed belong to Home.
 */
export const MEMBER_PAGES: readonly MemberPage[] = [
  { path: '/member/home', tab: 'home' },
  { path: '/member/feed', tab: 'home', label: 'Club Feed', hint: 'Posts, photos and the matches members start' },
  { path: '/member/play', tab: 'play' },
  { path: '/member/match/$id', tab: 'play' },
  { path: '/member/members', tab: 'play', label: 'Members', hint: 'Who is in the club, where they play, and their time now' },
  { path: '/member/games', tab: 'play', label: 'Looking for a Game', hint: 'Post a game on your clock, or join one that needs players' },
  { path: '/member/reservations', tab: 'play', label: 'Tee Times', hint: 'Book a slot, or cancel one you hold' },
  { path: '/member/tournaments', tab: 'play', label: 'Tournaments', hint: 'Enter, play your card and attest your marker’s' },
  { path: '/member/leaderboard', tab: 'leaderboard' },
  { path: '/member/season', tab: 'leaderboard', label: 'Golf Season', hint: 'The season’s Stableford standings' },
  { path: '/member/order-of-merit', tab: 'leaderboard', label: 'Order of Merit', hint: 'Points from the finalised tournaments' },
  { path: '/member/club-index', tab: 'leaderboard', label: 'Club Index', hint: 'Your club index and the rounds behind it' },
  { path: '/member/events', tab: 'events' },
  { path: '/member/me', tab: 'me', lapsedTab: 'me' },
  { path: '/member/profile', tab: 'me', label: 'Profile', hint: 'Your details, password, two-step sign-in and e-mails', lapsedTab: 'me' },
  { path: '/member/statements', tab: 'me', label: 'Statements', hint: 'Your account: payments, charges and PDFs', lapsedTab: 'me' },
  { path: '/member/renew', tab: 'me', label: 'Membership', hint: 'Your year, and renewing it', lapsedTab: 'renew' },
];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether a path is the page or below it ('$id' matches any one segment). */
function isUnder(path: string[], page: string[]): boolean {
  return page.length <= path.length && page.every((segment, i) => segment.startsWith('$') || segment === path[i]);
}

/** The listed page a path is (or is below), the most specific one when several are. */
export function memberPageAt(pathname: string): MemberPage | undefined {
  const path = segments(pathname);
  let found: MemberPage | undefined;
  for (const page of MEMBER_PAGES) {
    const length = segments(page.path).length;
    if (isUnder(path, segments(page.path)) && (!found || length > segments(found.path).length)) found = page;
  }
  return found;
}

/** Whether a lapsed member may open the page (the server answers them 403 elsewhere). */
export function isOpenWhenLapsed(pathname: string): boolean {
  return memberPageAt(pathname)?.lapsedTab !== undefined;
}

/**
 * The tab lit at a path: its page's tab, Home for pages not listed, none outside the members area.
 * A lapsed member sees the renew page everywhere but their account pages: Renew is lit there.
 */
export function activeMemberTab(pathname: string, lapsed: boolean): MemberTabId | null {
  if (!isMemberAreaPath(pathname)) return null;
  const page = memberPageAt(pathname);
  if (lapsed) return page?.lapsedTab ?? 'renew';
  return page?.tab ?? 'home';
}

/** The tabs a member sees. */
export function memberTabs(lapsed: boolean): readonly MemberTab[] {
  return lapsed ? LAPSED_TABS : MEMBER_TABS;
}

/** The pages a hub lists: its tab's named pages. */
export function pagesOfTab(tab: MemberTabId): (MemberPage & { label: string })[] {
  return MEMBER_PAGES.filter((page): page is MemberPage & { label: string } => page.tab === tab && page.label !== undefined);
}
