import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { CommentPage, commentPageInputSchema, MatchComment } from '../../../shared/matches/match.schema';
import type { z } from 'zod';
import { forbidden, notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { AppDeps } from '../../platform/deps/deps';
import { mayDeleteContent } from '../../../shared/feed/moderation';
import { normalizeCursor, toCursorPage } from '../../platform/db/cursor-page';
import { deleteImageFiles, uploadUrl } from '../../platform/uploads/image-store';
import { withPhoto } from '../../platform/uploads/upload-slots';
import { withStoredImage } from '../../platform/uploads/with-stored-image';
import { enforceWriteLimit } from '../../platform/limits/member-write-limits';
import { type CommentWithAuthor, deleteCommentRow, findCommentRow, insertCommentRow, listCommentRows } from './match-comments.repository';
import { findMatchOrThrow } from './matches.service';

// A member who deletes their account may take their comments with them (data-rights).
export { deleteCommentsOf, listCommentImagesOf } from './match-comments.repository';

function toComment(row: CommentWithAuthor, viewer: SessionUser): MatchComment {
  return {
    id: row.id,
    matchId: row.match_id,
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

export async function listComments(db: Db, viewer: SessionUser, input: z.output<typeof commentPageInputSchema>): Promise<CommentPage> {
  const { matchId, cursor, limit } = input;
  await findMatchOrThrow(db, matchId);
  const rows = await listCommentRows(db, matchId, normalizeCursor(cursor), limit + 1);
  const { items, nextCursor } = toCursorPage(rows.map((row) => toComment(row, viewer)), limit);
  return { comments: items, nextCursor };
}

/** A text comment, or (with an image) a photo whose caption may be empty. */
export async function addComment(
  deps: AppDeps,
  user: SessionUser,
  { matchId, content }: { matchId: number; content: string },
  image?: Buffer,
): Promise<MatchComment> {
  await findMatchOrThrow(deps.db, matchId);
  await enforceWriteLimit(deps, 'comments', user.id);
  if (image) await enforceWriteLimit(deps, 'photos', user.id);
  return withPhoto(user.id, image, () => storeComment(deps, user, matchId, content, image));
}

function storeComment(deps: AppDeps, user: SessionUser, matchId: number, content: string, image: Buffer | undefined): Promise<MatchComment> {
  return withStoredImage(deps.photos, image, async (stored) => {
    const id = await insertCommentRow(deps.db, {
      match_id: matchId,
      user_id: user.id,
      content,
      image_file: stored?.imageFile ?? null,
      thumb_file: stored?.thumbFile ?? null,
      created_at: deps.clock.now().toISOString(),
    });
    const row = await findCommentRow(deps.db, id);
    if (!row) throw notFound('Comment not found');
    return toComment(row, user);
  });
}

/** Only the author deletes a comment (an admin may, as moderation); its photo goes with it. */
export async function deleteComment(deps: AppDeps, user: SessionUser, matchId: number, commentId: number): Promise<{ success: true }> {
  const row = await findCommentRow(deps.db, commentId);
  if (!row || row.match_id !== matchId) throw notFound('Comment not found');
  if (!mayDeleteContent(user, row.user_id)) throw forbidden('You can only delete your own comments.');
  await deleteCommentRow(deps.db, commentId);
  await deleteImageFiles(deps.photos, [row.image_file, row.thumb_file]);
  return { success: true };
}
