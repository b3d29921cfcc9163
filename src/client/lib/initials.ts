/**
 * A member's avatar letters from their display name: the first letters of the first and last name
 * ("Jordan Lee" → "JL"), or the first two letters of a single word (a username: "jordan" → "JO").
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => word !== '');
  const first = [...(words[0] ?? '')];
  const last = [...(words.at(-1) ?? '')];
  const letters = words.length > 1 ? [first[0] ?? '', last[0] ?? ''] : first.slice(0, 2);
  return letters.join('').toUpperCase();
}
