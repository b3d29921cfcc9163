import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { feedPageInputSchema, postIdSchema, recentInputSchema } from '../../shared/feed/feed.schema';
import type { AppDeps } from '../deps';
import { createPost, deletePost, listFeedPage, listRecentPosts } from '../feed/feed.service';
import { requireMember } from '../http/require-role';
import { parseInput } from '../validation/parse-input';
import { readImageForm } from '../uploads/image-form';

// GET /api/feed pages with ?cursorCreatedAt=...&cursorId=... taken from the last post of the previous page.
const feedQuerySchema = z.object({
  cursorCreatedAt: z.iso.datetime().optional(),
  cursorId: z.coerce.number().int().positive().optional(),
  limit: feedPageInputSchema.shape.limit,
});

export function registerFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/feed/recent', async (request) => {
    const viewer = requireMember(request);
    return listRecentPosts(deps.db, viewer, parseInput(recentInputSchema, request.query).limit);
  });

  app.get('/api/feed', async (request) => {
    const viewer = requireMember(request);
    const query = parseInput(feedQuerySchema, request.query);
    const cursor = query.cursorCreatedAt && query.cursorId ? { createdAt: query.cursorCreatedAt, id: query.cursorId } : null;
    return (await listFeedPage(deps.db, viewer, { cursor, limit: query.limit })).posts;
  });

  app.post('/api/feed', async (request, reply) => {
    const user = requireMember(request);
    const form = await readImageForm(request);
    const post = await createPost(deps, user, { content: form.fields.content ?? '' }, form.image);
    return reply.status(201).send(post);
  });

  app.delete('/api/feed/:id', async (request) => deletePost(deps, requireMember(request), parseInput(postIdSchema, request.params).id));
}
