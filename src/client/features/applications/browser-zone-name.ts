/**
 * The browser's own IANA zone, or null. Not lib/browser-zone: its spelling check comes with the
 * time zone schema (zod), which the apply page's first visit does without; the server checks and
 * spells the zone when the application arrives.
 */
export function browserZoneName(): string | null {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}
