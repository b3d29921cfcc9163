/**
 * A record id as it appears in a path: digits only, a whole number from 1 up. Routes use it to
 * show the not-found page for `/member/match/abc` instead of asking the server for match 0.
 */
export function parseRecordId(text: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
