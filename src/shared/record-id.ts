/** A record id as it appears in a path: digits only, a whole number from 1 up. */
export const RECORD_ID_TEXT = /^[1-9]\d{0,15}$/;

/**
 * Routes use this to show the not-found page for `/member/match/abc` instead of asking the server
 * for match 0. It stays free of zod so the public bundle does not carry it.
 */
export function parseRecordId(text: string): number | null {
  if (!RECORD_ID_TEXT.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
