/** A (createdAt, id) cursor for newest-first lists; createdAt is normalised to the stored ISO form. */
export interface TimeCursor {
  createdAt: string;
  id: number;
}

export function normalizeCursor(cursor: TimeCursor | null | undefined): TimeCursor | null {
  return cursor ? { createdAt: new Date(cursor.createdAt).toISOString(), id: cursor.id } : null;
}

/**
 * Repositories are asked for limit + 1 rows: the extra one only tells whether another page
 * follows. Returns the page's items and the cursor of its last item (null on the last page).
 */
export function toCursorPage<T extends TimeCursor>(rows: T[], limit: number): { items: T[]; nextCursor: TimeCursor | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}
