import { displayNameSql } from '../users/display-name';
import type { Db } from '../../platform/db/db';
import type { FeedPostRow, NewFeedPostRow } from '../../platform/db/schema';
import { newestFirstPage, type TimeCursor } from '../../platform/db/cursor-page';

export interface PostWithAuthor extends FeedPostRow {
  username: string;
  /** The author's display name (full name, else username). */
  name: string;
}

function selectPosts(db: Db) {
  return db
    .selectFrom('feed_posts')
    .innerJoin('users', 'users.id', 'feed_posts.user_id')
    .selectAll('feed_posts')
    .select(['users.username', displayNameSql().as('name')]);
}

/** Newest first; with a cursor, only posts strictly older than it (ties broken by id). */
export function listPostRows(db: Db, cursor: TimeCursor | null, limit: number): Promise<PostWithAuthor[]> {
  return newestFirstPage(selectPosts(db), 'feed_posts', cursor, limit).execute();
}

export function findPostRow(db: Db, id: number): Promise<PostWithAuthor | undefined> {
  return selectPosts(db).where('feed_posts.id', '=', id).executeTakeFirst();
}

export async function insertPostRow(db: Db, row: NewFeedPostRow): Promise<number> {
  const inserted = await db.insertInto('feed_posts').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deletePostRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('feed_posts').where('id', '=', id).execute();
}

/** Names of the players a page's result cards name: their full name, or username without one. */
export function listPlayerNames(db: Db, userIds: readonly number[]): Promise<{ id: number; username: string; full_name: string | null }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'username', 'full_name']).where('id', 'in', userIds).execute();
}

/** The newest photo posted in each match's conversation, for its result card. */
export async function listLatestMatchPhotos(db: Db, matchIds: readonly number[]): Promise<Map<number, string>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('match_comments')
    .select(['match_id', 'thumb_file', 'image_file', 'id'])
    .where('match_id', 'in', matchIds)
    .where('image_file', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
  const photos = new Map<number, string>();
  for (const row of rows) {
    const file = row.thumb_file ?? row.image_file;
    if (file && !photos.has(row.match_id)) photos.set(row.match_id, file);
  }
  return photos;
}

/** The pictures of a member's own posts, for deleting them with the posts. */
export async function listPostImagesOf(db: Db, userId: number): Promise<(string | null)[]> {
  const rows = await db.selectFrom('feed_posts').select(['image_file', 'thumb_file']).where('user_id', '=', userId).execute();
  return rows.flatMap((row) => [row.image_file, row.thumb_file]);
}

export async function deletePostsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('feed_posts').where('user_id', '=', userId).execute();
}
