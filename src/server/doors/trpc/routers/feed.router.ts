import { idParamSchema } from '../../../../shared/record-id.schema';
import { feedPageInputSchema, postInputSchema, recentInputSchema } from '../../../../shared/feed/feed.schema';
import { memberProcedure, router } from '../trpc';
import { createPost, deletePost, listFeedPage, listRecentPosts } from '../../../domains/feed/feed.service';

// Posts with a photo come through the multipart door, POST /api/feed (see rest/feed.routes.ts).
export const feedRouter = router({
  list: memberProcedure.input(feedPageInputSchema).query(({ ctx, input }) => listFeedPage(ctx.db, ctx.user, input)),
  recent: memberProcedure.input(recentInputSchema).query(({ ctx, input }) => listRecentPosts(ctx.db, ctx.user, input.limit)),
  create: memberProcedure.input(postInputSchema).mutation(({ ctx, input }) => createPost(ctx, ctx.user, input)),
  delete: memberProcedure.input(idParamSchema).mutation(({ ctx, input }) => deletePost(ctx, ctx.user, input.id)),
});
