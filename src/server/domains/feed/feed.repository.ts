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

/** The pictures of a member's own posts, for deleting them with the posts. */
export async function listPostImagesOf(db: Db, userId: number): Promise<(string | null)[]> {
  const rows = await db.selectFrom('feed_posts').select(['image_file', 'thumb_file']).where('user_id', '=', userId).execute();
  return rows.flatMap((row) => [row.image_file, row.thumb_file]);
}

export async function deletePostsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('feed_posts').where('user_id', '=', userId).execute();
}
