import type { Db } from '../db/db';

/**
 * Every stored image that goes when a member is deleted: their posts and comments, and all
 * comments in matches they created (those cascade with the match).
 */
export async function listImageFilesOfMember(db: Db, userId: number): Promise<(string | null)[]> {
  const posts = await db.selectFrom('feed_posts').select(['image_file', 'thumb_file']).where('user_id', '=', userId).execute();
  const comments = await db
    .selectFrom('match_comments')
    .select(['image_file', 'thumb_file'])
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb('match_id', 'in', eb.selectFrom('matches').select('id').where('creator_id', '=', userId)),
      ]),
    )
    .execute();
  return [...posts, ...comments].flatMap((row) => [row.image_file, row.thumb_file]);
}
