import { isRealCalendarDate } from '../../shared/calendar-date';

/**
 * The state of an admin list in its URL (?page=2&q=smith&status=pending), so reload and Back keep
 * it. Plain checks rather than zod: route options load with the first page. A value that does not
 * fit is left out, which shows the list's first page.
 *
 * Every key is returned, undefined when absent or bad: TanStack Router merges a route's validated
 * search over the raw one, so a key left out would let `?page=zero` through unchecked.
 */
interface ListSearch {
  page?: number | undefined;
  q?: string | undefined;
}

const PAGE = /^[1-9]\d{0,5}$/;

export function readPage(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999_999) return value;
  return typeof value === 'string' && PAGE.test(value) ? Number(value) : undefined;
}

const RECORD_ID = /^[1-9]\d{0,14}$/;

/** A record's id (a positive whole number), as ?after= and ?before= carry it. */
export function readRecordId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
  return typeof value === 'string' && RECORD_ID.test(value) ? Number(value) : undefined;
}

function readText(value: unknown, maxLength = 100): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length > 0 && text.length <= maxLength ? text : undefined;
}

export function readChoice<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}

/** ?page= only. */
export function validatePageSearch(search: Record<string, unknown>): ListSearch {
  return { page: readPage(search.page) };
}

/** ?page= and ?q=. */
export function validateSearchableListSearch(search: Record<string, unknown>): ListSearch {
  return { page: readPage(search.page), q: readText(search.q) };
}

/** A calendar day 'YYYY-MM-DD' that exists (no 2027-02-30). */
export function readDay(value: unknown): string | undefined {
  return typeof value === 'string' && isRealCalendarDate(value) ? value : undefined;
}

// Spelled out here: membership.schema brings zod, and route options load with the first page.
const MEMBER_STATUSES = ['active', 'expiring', 'grace', 'lapsed'] as const;

/**
 * The members list: ?page=, ?q=, ?status= (a membership status), ?balance=due, and ?after= (the
 * last member id of the page before: the Next link's, which stays put as members come and go).
 */
export function validateMemberListSearch(
  search: Record<string, unknown>,
): ListSearch & { status?: (typeof MEMBER_STATUSES)[number] | undefined; balance?: 'due' | undefined; after?: number | undefined } {
  return {
    ...validateSearchableListSearch(search),
    status: readChoice(search.status, MEMBER_STATUSES),
    balance: readChoice(search.balance, ['due'] as const),
    after: readRecordId(search.after),
  };
}

export const APPLICATION_TABS = ['all', 'pending', 'approved', 'rejected'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

/** A number in the URL (the router reads ?indexMin=10 as 10, ?indexMin=abc as text, left out); zod checks its range on the page. */
const readNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * The members' directory: ?q=, ?platform=, ?zoneBand=, ?indexMin=, ?indexMax=, ?page= and ?after=
 * (the Next link's: the last member of the page before). The page checks them against the directory's schema.
 */
export function validateDirectorySearch(search: Record<string, unknown>) {
  return {
    ...validateSearchableListSearch(search),
    after: readRecordId(search.after),
    platform: readText(search.platform, 30),
    zoneBand: readText(search.zoneBand, 30),
    indexMin: readNumber(search.indexMin),
    indexMax: readNumber(search.indexMax),
  };
}
export type DirectorySearch = ReturnType<typeof validateDirectorySearch>;
