import { z } from 'zod';
import { feedPageSchema, feedPostSchema } from '../../../../shared/feed/feed.schema';
import { successSchema } from '../../../../shared/result.schema';
import { idParamSchema } from '../../../../shared/record-id.schema';
import { feedPageInputSchema, postInputSchema, recentInputSchema } from '../../../../shared/feed/feed.schema';
import { memberProcedure, router } from '../trpc';
import { createPost, deletePost, listFeedPage, listRecentPosts } from '../../../domains/feed/feed.service';

// Posts with a photo come through the multipart door, POST /api/feed (see rest/feed.routes.ts).
export const feedRouter = router({
  list: memberProcedure.input(feedPageInputSchema).output(feedPageSchema).query(({ ctx, input }) => listFeedPage(ctx.db, ctx.user, input)),
  recent: memberProcedure.input(recentInputSchema).output(z.array(feedPostSchema)).query(({ ctx, input }) => listRecentPosts(ctx.db, ctx.user, input.limit)),
  create: memberProcedure.input(postInputSchema).output(feedPostSchema).mutation(({ ctx, input }) => createPost(ctx, ctx.user, input)),
  delete: memberProcedure.input(idParamSchema).output(successSchema).mutation(({ ctx, input }) => deletePost(ctx, ctx.user, input.id)),
});
