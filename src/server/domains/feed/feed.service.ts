import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { FeedPage, feedPageInputSchema, FeedPost, postInputSchema } from '../../../shared/feed/feed.schema';
import { mayDeleteContent } from '../../../shared/feed/moderation';
import { forbidden, notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { AppDeps } from '../../platform/deps/deps';
import { normalizeCursor, toCursorPage } from '../../platform/db/cursor-page';
import { createReadCache } from '../../platform/db/read-cache';
import { deleteImageFiles, uploadUrl } from '../../platform/uploads/image-store';
import { withPhoto } from '../../platform/uploads/upload-slots';
import { withStoredImage } from '../../platform/uploads/with-stored-image';
import { enforceWriteLimit } from '../../platform/limits/member-write-limits';
import { deletePostRow, findPostRow, insertPostRow, listPostRows, type PostWithAuthor } from './feed.repository';

// A member who deletes their account may take their posts with them (data-rights).
export { deletePostsOf, listPostImagesOf } from './feed.repository';

function toFeedPost(row: PostWithAuthor, viewer: SessionUser): FeedPost {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    name: row.name,
    content: row.content,
    imageUrl: uploadUrl(row.image_file),
    thumbnailUrl: uploadUrl(row.thumb_file),
    createdAt: row.created_at,
    canDelete: mayDeleteContent(viewer, row.user_id),
  };
}

/**
 * Every member opening the club feed asks for the same newest posts: the rows (the same for
 * everyone) are kept until the database changes; what the viewer may do is added per request.
 */
const feedPages = createReadCache<PostWithAuthor[]>();

/** One page of the feed, newest first; `nextCursor` is null on the last page. */
export async function listFeedPage(
  db: Db,
  viewer: SessionUser,
  { cursor, limit }: z.output<typeof feedPageInputSchema>,
): Promise<FeedPage> {
  const after = normalizeCursor(cursor);
  const key = `${after?.createdAt ?? ''}/${after?.id ?? ''}/${limit}`;
  const rows = await feedPages.read(db, key, () => listPostRows(db, after, limit + 1));
  const { items, nextCursor } = toCursorPage(
    rows.map((row) => toFeedPost(row, viewer)),
    limit,
  );
  return { posts: items, nextCursor };
}

export async function listRecentPosts(db: Db, viewer: SessionUser, limit: number): Promise<FeedPost[]> {
  return (await listFeedPage(db, viewer, { cursor: null, limit })).posts;
}

/** Stores the post; an image is checked and re-encoded first, and removed again if the insert fails. */
export async function createPost(
  deps: AppDeps,
  user: SessionUser,
  { content }: z.output<typeof postInputSchema>,
  image?: Buffer,
): Promise<FeedPost> {
  await enforceWriteLimit(deps, 'posts', user.id);
  if (image) await enforceWriteLimit(deps, 'photos', user.id);
  return withPhoto(user.id, image, () => storePost(deps, user, content, image));
}

function storePost(deps: AppDeps, user: SessionUser, content: string, image: Buffer | undefined): Promise<FeedPost> {
  return withStoredImage(deps.photos, image, async (stored) => {
    const id = await insertPostRow(deps.db, {
      user_id: user.id,
      content,
      image_file: stored?.imageFile ?? null,
      thumb_file: stored?.thumbFile ?? null,
      created_at: deps.clock.now().toISOString(),
    });
    const row = await findPostRow(deps.db, id);
    if (!row) throw notFound('Post not found');
    return toFeedPost(row, user);
  });
}

/** Only the author deletes a post (an admin may, as moderation); its image files go with it. */
export async function deletePost(deps: AppDeps, user: SessionUser, id: number): Promise<{ success: true }> {
  const row = await findPostRow(deps.db, id);
  if (!row) throw notFound('Post not found');
  if (!mayDeleteContent(user, row.user_id)) throw forbidden('You can only delete your own posts.');
  await deletePostRow(deps.db, id);
  await deleteImageFiles(deps.photos, [row.image_file, row.thumb_file]);
  return { success: true };
}

/** A tournament's results in the club feed, posted in the finalising transaction (so once, however often finalise is asked). */
export async function postTournamentResults(trx: Db, post: { authorId: number; text: string; at: string }): Promise<number> {
  return insertPostRow(trx, { user_id: post.authorId, content: post.text, image_file: null, thumb_file: null, created_at: post.at, match_id: null });
}

/**
 * A finished match's result in the club feed, posted in the caller's transaction (the match is marked
 * complete in the same one, so a result is posted once however often the last hole is saved).
 */
export async function postMatchResult(trx: Db, post: { authorId: number; matchId: number; text: string; at: string }): Promise<number> {
  return insertPostRow(trx, { user_id: post.authorId, content: post.text, image_file: null, thumb_file: null, created_at: post.at, match_id: post.matchId });
}
