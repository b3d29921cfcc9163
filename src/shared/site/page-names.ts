/**
 * Page names for titles, on both sides. The browser carries this file with every first visit, so it
 * holds names only: descriptions and search-engine rules are the server's (page-meta.ts).
 *
 * Pages are keyed by the router's paths, `$name` standing for one segment of a record's id. A page
 * of the members' or the admin area names its area after its own name ("Events · Members",
 * "Events · Admin"), so the public Events page, the members' and the admin's are three titles.
 */
const pages: Record<string, string | null> = {
  // The home page's title is the club's name alone.
  '/': null,
  '/membership': 'Membership',
  '/events': 'Events',
  '/tournaments': 'Tournaments',
  // A published tournament's board; an unpublished one answers 404 and takes the not-found name.
  '/tournaments/$id': 'Leaderboard',
  '/contact': 'Contact',
  '/apply': 'Apply',
  '/signin': 'Sign In',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/onboard': 'Create Your Account',
  '/payment': 'Payment',
  '/payment/$id': 'Payment Status',
  '/test-checkout': 'Test Checkout',
  '/member/home': 'Home',
  '/member/play': 'Play',
  '/member/leaderboard': 'Leaderboard',
  '/member/me': 'My Account',
  '/member/feed': 'Club Feed',
  '/member/events': 'Events',
  '/member/profile': 'Profile',
  '/member/reservations': 'Tee Times',
  '/member/statements': 'Statements',
  '/member/renew': 'Renew',
  '/member/match/$id': 'Match',
  '/member/match/$id/score': 'Record Score',
  '/member/games': 'Looking for a Game',
  '/member/members': 'Member Directory',
  '/member/tournaments': 'Tournaments',
  '/member/tournaments/$id': 'Tournament',
  '/member/tournaments/$id/cards/$cardId': 'Tournament Card',
  '/member/order-of-merit': 'Order of Merit',
  '/member/season': 'Golf Season',
  '/member/club-index': 'Club Index',
  '/member/club-index/$userId': "Member's Club Index",
  '/admin/dashboard': 'Dashboard',
  '/admin/members': 'Members',
  '/admin/members/$id/account': 'Member Account',
  '/admin/applications': 'Applications',
  '/admin/events': 'Events',
  '/admin/tee-sheet': 'Tee Sheet',
  '/admin/courses': 'Courses',
  '/admin/messages': 'Messages',
  '/admin/settings': 'Settings',
  '/admin/audit': 'Audit Log',
  '/admin/outbox': 'Outbox',
  '/admin/payments': 'Payments to Review',
  '/admin/backups': 'Backups',
  '/admin/disputes': 'Disputed Cards',
  '/admin/tournaments': 'Tournaments',
};

/** The areas whose pages name them in their titles, by the first segment of their paths. */
const areas: Record<string, string> = { member: 'Members', admin: 'Admin' };

export const NOT_FOUND_NAME = 'Page Not Found';

/** A path without its trailing slashes ("/" stays "/"). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The router's path of the page at a path ("/member/match/12" -> "/member/match/$id"), or undefined. */
function pagePathOf(path: string): string | undefined {
  if (path in pages) return path;
  const segments = path.split('/');
  return Object.keys(pages).find((page) => {
    const parts = page.split('/');
    return parts.length === segments.length && parts.every((part, i) => part === segments[i] || (part.startsWith('$') && segments[i] !== ''));
  });
}

/** The name of the page at a path, with its area's: null for the home page; unknown paths are the not-found page. */
export function pageName(pathname: string): string | null {
  const page = pagePathOf(normalisePath(pathname));
  if (page === undefined) return NOT_FOUND_NAME;
  const name = pages[page] ?? null;
  const area = areas[page.split('/')[1] ?? ''];
  return name && area ? `${name} · ${area}` : name;
}

/** The router's paths of every named page ("/member/match/$id"), for the test that holds them to the router's. */
export function namedPagePaths(): string[] {
  return Object.keys(pages);
}

/** "Page · Club name", or the club's name alone on the home page. */
export function titleOf(name: string | null, clubName: string): string {
  return name ? `${name} · ${clubName}` : clubName;
}
