// What the service worker and the card screens agree on about the card data kept for offline use
// (docs/decisions/play-from-anywhere.md, Offline scorecards). Pure: both the worker and the page import it.

/** Hashed build assets (cache first). */
export const ASSET_CACHE = 'club-assets-v1';
/** The app shell of a card screen (a member page's shell: the site head and a loading line, no member data). */
export const SHELL_CACHE = 'club-card-shell-v1';
export const SHELL_KEY = '/__offline/card-shell';
/** Who the kept card data belongs to: the member the server last said was signed in on this browser. */
export const META_CACHE = 'club-offline-meta';
export const MEMBER_KEY = '/__offline/member';
/** The answers a card screen read last, one cache per member: `club-card-data-<user id>`. */
export const CARD_DATA_PREFIX = 'club-card-data-';
/** Set on every kept answer; the worker serves it only to the member it names. */
export const MEMBER_HEADER = 'X-Club-Member';

/** The IndexedDB database of the holes kept on the phone (lib/offline-cards/idb.ts). */
export const OFFLINE_DB = 'club-offline';

export const cardDataCache = (memberId: number) => `${CARD_DATA_PREFIX}${memberId}`;

/** The two card screens: a match's score screen and a tournament card. */
const CARD_SCREENS = [/^\/member\/match\/\d+\/score\/?$/, /^\/member\/tournaments\/\d+\/cards\/\d+\/?$/];
export const isCardScreen = (pathname: string) => CARD_SCREENS.some((screen) => screen.test(pathname));

/** The queries a card screen needs to open: the shell's (club, who is signed in) and the card's own. */
export const CARD_PROCEDURES: ReadonlySet<string> = new Set(['auth.user', 'club.settings', 'club.identity', 'matches.get', 'matches.scorecard', 'tournaments.card', 'tournaments.get']);

/** The cache key of one query's answer: its procedure and its input (null for none) as JSON. */
export const callKey = (path: string, input: unknown) => `/__offline/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? null))}`;

export function isCacheName(name: string): boolean {
  return name === ASSET_CACHE || name === SHELL_CACHE || name === META_CACHE || name.startsWith(CARD_DATA_PREFIX);
}
