import { idParamSchema } from '../../../shared/record-id.schema';
import type { FastifyInstance } from 'fastify';
import {
  commentIdSchema,
  commentInputSchema,
  matchInputSchema,
  photoCaptionSchema,
  recentMatchesInputSchema,
} from '../../../shared/matches/match.schema';
import { COMMENT_PAGE_SIZE } from '../../../shared/page-sizes';
import { timeCursorQuerySchema } from '../../../shared/time-cursor';
import type { AppDeps } from '../../platform/deps/deps';
import { requireMember } from '../http/require-role';
import { parseInput } from '../../platform/validation/parse-input';
import { addComment, deleteComment, listComments } from '../../domains/matches/match-comments.service';
import {
  cancelMatch,
  createMatch,
  getMatch,
  joinMatch,
  leaveMatch,
  listRecentMatches,
  listUpcomingMatches,
} from '../../domains/matches/matches.service';
import { readImageForm } from '../../platform/uploads/image-form';
import { z } from 'zod';
import { joinMatchInputSchema, matchCommentSchema, matchListSchema, matchSchema } from '../../../shared/matches/match.schema';
import { successSchema } from '../../../shared/result.schema';
import { jsonResponse } from '../http/response-schema';

const commentContentSchema = commentInputSchema.pick({ content: true });

const joinBodySchema = joinMatchInputSchema.pick({ teeId: true });

export function registerMatchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const id = (params: unknown) => parseInput(idParamSchema, params).id;

  app.get('/api/matches', jsonResponse(matchListSchema), async (request) => {
    return listUpcomingMatches(deps, requireMember(request));
  });
  app.get('/api/matches/recent', jsonResponse(matchListSchema), async (request) => {
    const viewer = requireMember(request);
    return listRecentMatches(deps, viewer, parseInput(recentMatchesInputSchema, request.query).limit);
  });
  app.post('/api/matches', jsonResponse(matchSchema, 201), async (request, reply) => {
    const user = requireMember(request);
    const match = await createMatch(deps, user, parseInput(matchInputSchema, request.body));
    return reply.status(201).send(match);
  });
  app.get('/api/matches/:id', jsonResponse(matchSchema), async (request) => {
    return getMatch(deps, requireMember(request), id(request.params));
  });
  app.delete('/api/matches/:id', jsonResponse(successSchema), async (request) => cancelMatch(deps, requireMember(request), id(request.params)));
  app.post('/api/matches/:id/join', jsonResponse(matchSchema), async (request) => {
    const user = requireMember(request);
    const { teeId } = parseInput(joinBodySchema, request.body ?? {});
    return joinMatch(deps, user, id(request.params), teeId);
  });
  app.post('/api/matches/:id/leave', jsonResponse(matchSchema), async (request) => leaveMatch(deps, requireMember(request), id(request.params)));

  app.get('/api/matches/:id/comments', jsonResponse(z.array(matchCommentSchema)), async (request) => {
    const viewer = requireMember(request);
    const cursor = parseInput(timeCursorQuerySchema, request.query);
    return (await listComments(deps.db, viewer, { matchId: id(request.params), cursor, limit: COMMENT_PAGE_SIZE })).comments;
  });
  app.post('/api/matches/:id/comments', jsonResponse(matchCommentSchema, 201), async (request, reply) => {
    const user = requireMember(request);
    const matchId = id(request.params);
    const form = await readImageForm(request);
    const { content } = parseInput(form.image ? photoCaptionSchema : commentContentSchema, form.fields);
    const comment = await addComment(deps, user, { matchId, content }, form.image);
    return reply.status(201).send(comment);
  });
  app.delete<{ Params: { id: string; commentId: string } }>('/api/matches/:id/comments/:commentId', jsonResponse(successSchema), async (request) => {
    const user = requireMember(request);
    const { matchId, commentId } = parseInput(commentIdSchema, { matchId: request.params.id, commentId: request.params.commentId });
    return deleteComment(deps, user, matchId, commentId);
  });
}
