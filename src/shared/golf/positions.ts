/**
 * Positions as golf prints them: players level share a place with a "T", and the next place skips
 * the places they fill (1, T2, T2, 4). Used by the tournament leaderboard and the order of merit.
 */

export interface Placed<T> {
  item: T;
  /** 1-based; level players have the same place. */
  place: number;
  /** '1', 'T2', ... */
  label: string;
}

/** Splits a list already sorted best first into runs of neighbours that are level with each other. */
export function blocksOf<T>(sorted: readonly T[], level: (a: T, b: T) => boolean): T[][] {
  const blocks: T[][] = [];
  let current: T[] = [];
  for (const item of sorted) {
    const previous = current[current.length - 1];
    if (previous !== undefined && !level(previous, item)) {
      blocks.push(current);
      current = [];
    }
    current.push(item);
  }
  if (current.length > 0) blocks.push(current);
  return blocks;
}

/** Places for blocks of level players, best block first: blocks of 1, 2 and 1 players give 1, T2, T2, 4. */
export function placeBlocks<T>(blocks: readonly (readonly T[])[]): Placed<T>[] {
  const placed: Placed<T>[] = [];
  for (const block of blocks) {
    const place = placed.length + 1;
    const label = block.length > 1 ? `T${place}` : `${place}`;
    for (const item of block) placed.push({ item, place, label });
  }
  return placed;
}
