/**
 * Page names for titles, on both sides. The browser carries this file with every first visit, so it
 * holds names only: descriptions and search-engine rules are the server's (page-meta.ts).
 */

const publicNames: Record<string, string | null> = {
  // The home page's title is the club's name alone.
  '/': null,
  '/membership': 'Membership',
  '/events': 'Events',
  '/tournaments': 'Tournaments',
  '/contact': 'Contact',
  '/apply': 'Apply',
  '/signin': 'Sign In',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/onboard': 'Create Your Account',
  '/payment': 'Payment',
  '/test-checkout': 'Test Checkout',
};

/** Pages under a record's path that have a name of their own, before the area's prefixes. */
const recordPages: [RegExp, string][] = [[/^\/member\/match\/\d+\/score$/, 'Record Score']];

const areaPages: Record<string, string> = {
  '/member/home': 'Home',
  '/member/feed': 'Club Feed',
  '/member/events': 'Events',
  '/member/profile': 'Profile',
  '/member/reservations': 'Tee Times',
  '/member/statements': 'Statements',
  '/member/match': 'Match',
  '/member/games': 'Looking for a Game',
  '/member/members': 'Members',
  '/member/tournaments': 'Tournaments',
  '/member/order-of-merit': 'Order of Merit',
  '/member/season': 'Golf Season',
  '/member/club-index': 'Club Index',
  '/member/renew': 'Renew',
  '/member/play': 'Play',
  '/member/leaderboard': 'Leaderboard',
  '/member/me': 'My Account',
  '/admin/dashboard': 'Dashboard',
  '/admin/members': 'Members',
  '/admin/applications': 'Applications',
  '/admin/events': 'Events',
  '/admin/tee-sheet': 'Tee Sheet',
  '/admin/messages': 'Messages',
  '/admin/settings': 'Settings',
  '/admin/audit': 'Audit Log',
  '/admin/outbox': 'Outbox',
  '/admin/courses': 'Courses',
  '/admin/payments': 'Payments to Review',
  '/admin/backups': 'Backups',
  '/admin/disputes': 'Disputed Cards',
  '/admin/tournaments': 'Tournaments',
};

export const NOT_FOUND_NAME = 'Page Not Found';

/** A path without its trailing slashes ("/" stays "/"). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The name of the page at a path: null for the home page; unknown paths are the not-found page. */
export function pageName(pathname: string): string | null {
  const path = normalisePath(pathname);
  const known = publicNames[path];
  if (known !== undefined) return known;
  if (path.startsWith('/payment/')) return 'Payment';
  // A published tournament's board; an unpublished one answers 404 and takes the not-found name.
  if (path.startsWith('/tournaments/')) return 'Leaderboard';
  const record = recordPages.find(([pattern]) => pattern.test(path))?.[1];
  if (record) return record;
  return Object.entries(areaPages).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? NOT_FOUND_NAME;
}

/** "Page · Club name", or the club's name alone on the home page. */
export function titleOf(name: string | null, clubName: string): string {
  return name ? `${name} · ${clubName}` : clubName;
}
