/** Page names and descriptions for titles, search results and share cards, on both sides. */

interface PageMeta {
  /** The page's own name; null for the home page, whose title is the club's name alone. */
  name: string | null;
  description: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
}

const publicPages: Record<string, PageMeta> = {
  '/': {
    name: null,
    description: 'A members club for remote golf: rounds with friends from anywhere, golf simulation, virtual tournaments.',
    indexable: true,
  },
  '/membership': {
    name: 'Membership',
    description: 'Join the club: one yearly membership for simulator rounds, remote matches, member events and the club community.',
    indexable: true,
  },
  '/events': { name: 'Events', description: "The club's public events: tournaments, clinics and socials, with dates and places.", indexable: true },
  '/contact': { name: 'Contact', description: 'Questions about the club or membership? Write to us, call, or visit.', indexable: true },
  '/apply': { name: 'Apply', description: 'Apply for membership of the club.', indexable: true },
  '/signin': { name: 'Sign In', description: 'Members sign in to the club.', indexable: false },
  '/forgot-password': { name: 'Forgot Password', description: 'Reset your password.', indexable: false },
  '/reset-password': { name: 'Reset Password', description: 'Choose a new password.', indexable: false },
  '/onboard': { name: 'Create Your Account', description: 'Create your member account.', indexable: false },
  '/payment': { name: 'Payment', description: 'Pay your membership.', indexable: false },
  '/test-checkout': { name: 'Test Checkout', description: 'The built-in test checkout.', indexable: false },
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
  '/member/tournaments': 'Tournaments',
  '/member/order-of-merit': 'Order of Merit',
  '/member/season': 'Golf Season',
  '/member/club-index': 'Club Index',
  '/member/renew': 'Renew',
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

const notFound: PageMeta = { name: 'Page Not Found', description: 'This page does not exist.', indexable: false };

/** The meta of the page at a path; unknown paths get the not-found page's. */
export function pageMeta(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = publicPages[path];
  if (known) return known;
  if (path.startsWith('/payment/')) return publicPages['/payment'] ?? notFound;
  const name = recordPages.find(([pattern]) => pattern.test(path))?.[1] ?? Object.entries(areaPages).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
  if (name) return { name, description: publicPages['/']?.description ?? '', indexable: false };
  return notFound;
}

/** "Page · Club name", or the club's name alone on the home page. */
export function pageTitle(meta: PageMeta, clubName: string): string {
  return meta.name ? `${meta.name} · ${clubName}` : clubName;
}

/** The paths a search engine may list, in sitemap order. */
export function indexablePaths(): string[] {
  return Object.entries(publicPages)
    .filter(([, meta]) => meta.indexable)
    .map(([path]) => path);
}
