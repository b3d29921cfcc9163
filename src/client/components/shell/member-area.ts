/** Whether a path is in the members area (/member and below), whose own navigation replaces the visitors' header links. */
export function isMemberAreaPath(pathname: string): boolean {
  return /^\/member(\/|$)/.test(pathname);
}

/**
 * The header's place for the members' tabs, which the members area's layout fills (a portal): their
 * code then travels with the members' pages, never with a visitor's first page.
 */
export const MEMBER_NAV_SLOT_ID = 'member-nav';
