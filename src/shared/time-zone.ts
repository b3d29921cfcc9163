import { z } from 'zod';

/** The runtime's own spelling of an IANA time zone name (server and browser alike), or null for an unknown one. */
export function canonicalTimeZone(value: string): string | null {
  if (value.trim() === '') return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const UNKNOWN_TIME_ZONE = 'Choose a valid time zone, such as America/New_York';

/** An IANA time zone name, stored as the runtime spells it ('asia/tokyo' becomes 'Asia/Tokyo'). */
export function timeZoneField(required: string, unknown = UNKNOWN_TIME_ZONE) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(64, unknown)
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value);
      if (zone === null) {
        ctx.addIssue({ code: 'custom', message: unknown });
        return z.NEVER;
      }
      return zone;
    });
}
