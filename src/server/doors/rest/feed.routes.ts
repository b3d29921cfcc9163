import { idParamSchema } from '../../../shared/record-id.schema';
import { successSchema } from '../../../shared/result.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { feedPageInputSchema, feedPostSchema, postInputSchema, recentInputSchema } from '../../../shared/feed/feed.schema';
import { jsonResponse } from '../http/response-schema';
import { timeCursorQuerySchema } from '../../../shared/time-cursor';
import type { AppDeps } from '../../platform/deps/deps';
import { createPost, deletePost, listFeedPage, listRecentPosts } from '../../domains/feed/feed.service';
import { requireMember } from '../http/require-role';
import { parseInput } from '../../platform/validation/parse-input';
import { readImageForm } from '../../platform/uploads/image-form';

// Made once: zod compiles a schema's parser on first use, and a schema built per request compiled every time.
const feedLimitSchema = feedPageInputSchema.pick({ limit: true });
const feedAnswer = jsonResponse(z.array(feedPostSchema));

export function registerFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/feed/recent', feedAnswer, async (request) => {
    const viewer = requireMember(request);
    return listRecentPosts(deps.db, viewer, parseInput(recentInputSchema, request.query).limit);
  });

  // Pages with ?cursorCreatedAt=...&cursorId=... taken from the last post of the previous page.
  app.get('/api/feed', feedAnswer, async (request) => {
    const viewer = requireMember(request);
    const { limit } = parseInput(feedLimitSchema, request.query);
    return (await listFeedPage(deps.db, viewer, { cursor: parseInput(timeCursorQuerySchema, request.query), limit })).posts;
  });

  app.post('/api/feed', jsonResponse(feedPostSchema, 201), async (request, reply) => {
    const user = requireMember(request);
    const form = await readImageForm(request);
    const post = await createPost(deps, user, parseInput(postInputSchema, { content: form.fields.content ?? '' }), form.image);
    return reply.status(201).send(post);
  });

  app.delete('/api/feed/:id', jsonResponse(successSchema), async (request) => deletePost(deps, requireMember(request), parseInput(idParamSchema, request.params).id));
}
