import { NOT_FOUND_NAME, normalisePath, pageName, titleOf } from './page-names';

/** Page descriptions and search-engine rules for the head the server writes; the names are in page-names.ts. */

interface PageMeta {
  /** The page's name, with its area's on a members' or admin page ("Events · Members"); null for the home page, whose title is the club's name alone. */
  name: string | null;
  description: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
}

type PageRules = Omit<PageMeta, 'name'>;

const publicPages: Record<string, PageRules> = {
  '/': {
    description: 'A members club for remote golf: rounds with friends from anywhere, golf simulation, virtual tournaments.',
    indexable: true,
  },
  '/membership': {
    description: 'Join the club: one yearly membership for simulator rounds, remote matches, member events and the club community.',
    indexable: true,
  },
  '/events': { description: "The club's public events: tournaments, clinics and socials, with dates and places.", indexable: true },
  '/tournaments': { description: "The club's tournaments and their live leaderboards, updated as members play.", indexable: true },
  '/contact': { description: 'Questions about the club or membership? Write to us, call, or visit.', indexable: true },
  '/apply': { description: 'Apply for membership of the club.', indexable: true },
  '/signin': { description: 'Members sign in to the club.', indexable: false },
  '/forgot-password': { description: 'Reset your password.', indexable: false },
  '/reset-password': { description: 'Choose a new password.', indexable: false },
  '/onboard': { description: 'Create your member account.', indexable: false },
  '/payment': { description: 'Pay your membership.', indexable: false },
  '/test-checkout': { description: 'The built-in test checkout.', indexable: false },
};

/** A published tournament's board (/tournaments/{id}). */
const leaderboard: PageRules = { description: "A club tournament's live leaderboard, updated as members play.", indexable: true };

/** Member pages with a description of their own (the others take the club's); never indexed. */
const memberPages: Record<string, PageRules> = {
  '/member/members': { description: "The club's members around the world: where they play, on what, and their local time now.", indexable: false },
  '/member/games': { description: 'Find a game tonight: open games members posted, on your own clock, and one of your own to post.', indexable: false },
};

/** The meta of the page that answers 404, whatever its path. */
export const notFoundMeta: PageMeta = { name: NOT_FOUND_NAME, description: 'This page does not exist.', indexable: false };

/** The paths each page's rules are under (public pages by their own path, the rest by their area). */
function rulesOf(path: string): PageRules | undefined {
  if (path.startsWith('/payment/')) return publicPages['/payment'];
  if (path.startsWith('/tournaments/')) return leaderboard;
  return publicPages[path] ?? memberPages[path];
}

/** The meta of the page at a path; unknown paths get the not-found page's. */
export function pageMeta(pathname: string): PageMeta {
  const name = pageName(pathname);
  if (name === NOT_FOUND_NAME) return notFoundMeta;
  const rules = rulesOf(normalisePath(pathname));
  // Member and admin pages: the club's description, never indexed.
  return { name, description: rules?.description ?? publicPages['/']?.description ?? '', indexable: rules?.indexable ?? false };
}

/** "Page · Club name", or the club's name alone on the home page. */
export function pageTitle(meta: PageMeta, clubName: string): string {
  return titleOf(meta.name, clubName);
}

/** The paths a search engine may list, in sitemap order. */
export function indexablePaths(): string[] {
  return Object.entries(publicPages)
    .filter(([, meta]) => meta.indexable)
    .map(([path]) => path);
}
