import { type SelectQueryBuilder, sql } from 'kysely';
import type { TimeCursor } from '../../../shared/time-cursor';

export type { TimeCursor };

export function normalizeCursor(cursor: TimeCursor | null | undefined): TimeCursor | null {
  return cursor ? { createdAt: new Date(cursor.createdAt).toISOString(), id: cursor.id } : null;
}

/**
 * Newest first by (created_at, id) of `table`; with a cursor, only rows strictly older than it
 * (ties broken by id). Posts and comments page the same way through this one helper.
 */
export function newestFirstPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: 'feed_posts' | 'match_comments',
  cursor: TimeCursor | null,
  limit: number,
): SelectQueryBuilder<DB, TB, O> {
  const createdAt = sql.ref(`${table}.created_at`);
  const id = sql.ref(`${table}.id`);
  const paged = cursor ? query.where(sql<boolean>`(${createdAt}, ${id}) < (${cursor.createdAt}, ${cursor.id})`) : query;
  return paged.orderBy(sql`${createdAt} desc, ${id} desc`).limit(limit);
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
