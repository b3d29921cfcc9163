import { type Config, isPublicSite } from './config';

/**
 * Where a browser sent away (to pay) comes back to: on a public site always PUBLIC_URL, whatever a
 * request's Host says; on this machine the address the browser itself used, since the server may
 * answer on another port than PUBLIC_URL names (PORT=0, the dev server's proxy, a second copy).
 * No trailing slash.
 */
export function returnAddress(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>, requestOrigin: string | null): string {
  const base = isPublicSite(config) || requestOrigin === null ? config.PUBLIC_URL : requestOrigin;
  return base.replace(/\/+$/, '');
}
