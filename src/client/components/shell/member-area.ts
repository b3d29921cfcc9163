/** Whether a path is in the members area (/member and below), whose own navigation replaces the visitors' header links. */
export function isMemberAreaPath(pathname: string): boolean {
  return /^\/member(\/|$)/.test(pathname);
}
