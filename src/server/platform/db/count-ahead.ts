/**
 * A long list counts its matches only far enough to show the next ten pages ("500+ members"): an
 * exact count would read every match on every page (and, for a search, every keystroke).
 */
const PAGES_AHEAD = 10;

/** How far to count for the page at `offset`: ten pages past it. */
export function countLimitFor(offset: number, pageSize: number): number {
  return offset + PAGES_AHEAD * pageSize;
}

/** A count of up to `upTo + 1` rows as a page's total: `upTo` and "at least" when there were more. */
export function totalCountedUpTo(counted: number, upTo: number): { total: number; totalIsAtLeast?: true } {
  return counted > upTo ? { total: upTo, totalIsAtLeast: true } : { total: counted };
}
