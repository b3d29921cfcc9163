import { canonicalTimeZone } from '../../shared/time-zone';

/** The browser's own IANA zone, as the server spells it; null when it has none. Light: the apply form reads it too. */
export function browserTimeZone(): string | null {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? canonicalTimeZone(zone) : null;
}
