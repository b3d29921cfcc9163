import { displayNameSql } from '../users/display-name';
import { newestFirstPage, type TimeCursor } from '../../platform/db/cursor-page';
import type { Db } from '../../platform/db/db';
import type { MatchCommentRow } from '../../platform/db/schema';

export interface CommentWithAuthor extends MatchCommentRow {
  username: string;
  /** The author's display name (full name, else username). */
  name: string;
}

function selectComments(db: Db) {
  return db
    .selectFrom('match_comments')
    .innerJoin('users', 'users.id', 'match_comments.user_id')
    .selectAll('match_comments')
    .select(['users.username', displayNameSql().as('name')]);
}

/** Newest first, strictly older than the cursor when there is one. */
export function listCommentRows(db: Db, matchId: number, cursor: TimeCursor | null, limit: number): Promise<CommentWithAuthor[]> {
  return newestFirstPage(selectComments(db).where('match_comments.match_id', '=', matchId), 'match_comments', cursor, limit).execute();
}

export function findCommentRow(db: Db, id: number): Promise<CommentWithAuthor | undefined> {
  return selectComments(db).where('match_comments.id', '=', id).executeTakeFirst();
}

export async function insertCommentRow(db: Db, row: Omit<MatchCommentRow, 'id'>): Promise<number> {
  const inserted = await db.insertInto('match_comments').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deleteCommentRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('match_comments').where('id', '=', id).execute();
}

/** Every stored image of a match's comments, to remove with the match. */
export async function listCommentFiles(db: Db, matchId: number): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('match_comments')
    .select(['image_file', 'thumb_file'])
    .where('match_id', '=', matchId)
    .where('image_file', 'is not', null)
    .execute();
  return rows.flatMap((row) => [row.image_file, row.thumb_file]);
}

/** The pictures of a member's own comments, for deleting them with the comments. */
export async function listCommentImagesOf(db: Db, userId: number): Promise<(string | null)[]> {
  const rows = await db.selectFrom('match_comments').select(['image_file', 'thumb_file']).where('user_id', '=', userId).execute();
  return rows.flatMap((row) => [row.image_file, row.thumb_file]);
}

export async function deleteCommentsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('match_comments').where('user_id', '=', userId).execute();
}
