import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { type FeedPage, type feedPageInputSchema, type FeedPost, type postInputSchema, type ResultCard, type StoredResult, storedResultSchema } from '../../../shared/feed/feed.schema';
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
import { displayNameOf } from '../users/display-name';
import { deletePostRow, findPostRow, insertPostRow, listLatestMatchPhotos, listPlayerNames, listPostRows, type PostWithAuthor } from './feed.repository';

// A member who deletes their account may take their posts with them (data-rights).
export { deletePostsOf, listPostImagesOf } from './feed.repository';

interface PostWithResult extends PostWithAuthor {
  result: ResultCard | null;
}

function readStoredResult(text: string | null): StoredResult | null {
  if (text === null) return null;
  try {
    const parsed = storedResultSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The page's result posts as cards: players by name, and the match's newest photo; two queries a page at most. */
async function withResultCards(db: Db, rows: PostWithAuthor[]): Promise<PostWithResult[]> {
  const stored = rows.map((row) => (row.match_id === null ? null : readStoredResult(row.result_json)));
  const userIds = [...new Set(stored.flatMap((result) => result?.players.map((player) => player.userId) ?? []))];
  const matchIds = rows.flatMap((row, i) => (stored[i] && row.match_id !== null ? [row.match_id] : []));
  const [people, photos] = await Promise.all([listPlayerNames(db, userIds), listLatestMatchPhotos(db, matchIds)]);
  const names = new Map(people.map((person) => [person.id, displayNameOf(person)]));
  return rows.map((row, i) => {
    const result = stored[i];
    if (!result || row.match_id === null) return { ...row, result: null };
    const players = result.players.map((player) => ({ ...player, name: names.get(player.userId) ?? 'A former member' }));
    return { ...row, result: { ...result, players, matchId: row.match_id, photoUrl: uploadUrl(photos.get(row.match_id) ?? null) } };
  });
}

function toFeedPost(row: PostWithResult, viewer: SessionUser): FeedPost {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    name: row.name,
    content: row.content,
    imageUrl: uploadUrl(row.image_file),
    thumbnailUrl: uploadUrl(row.thumb_file),
    createdAt: row.created_at,
    // A result card is the club's: only an admin takes it down.
    canDelete: row.result ? viewer.memberType === 'admin' : mayDeleteContent(viewer, row.user_id),
    result: row.result,
  };
}

/**
 * Every member opening the club feed asks for the same newest posts: the rows (the same for
 * everyone) are kept until the database changes; what the viewer may do is added per request.
 */
const feedPages = createReadCache<PostWithResult[]>();

/** One page of the feed, newest first; `nextCursor` is null on the last page. */
export async function listFeedPage(
  db: Db,
  viewer: SessionUser,
  { cursor, limit }: z.output<typeof feedPageInputSchema>,
): Promise<FeedPage> {
  const after = normalizeCursor(cursor);
  const key = `${after?.createdAt ?? ''}/${after?.id ?? ''}/${limit}`;
  const rows = await feedPages.read(db, key, async () => withResultCards(db, await listPostRows(db, after, limit + 1)));
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
    return toFeedPost({ ...row, result: null }, user);
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
export async function postMatchResult(trx: Db, post: { authorId: number; matchId: number; text: string; result: StoredResult; at: string }): Promise<number> {
  return insertPostRow(trx, {
    user_id: post.authorId,
    content: post.text,
    image_file: null,
    thumb_file: null,
    created_at: post.at,
    match_id: post.matchId,
    result_json: JSON.stringify(post.result),
  });
}
