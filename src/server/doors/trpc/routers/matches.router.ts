import { idParamSchema } from '../../../../shared/record-id.schema';
import {
  commentIdSchema,
  commentInputSchema,
  commentPageInputSchema,
  matchInputSchema,
  recentMatchesInputSchema,
  scoreInputSchema,
} from '../../../../shared/matches/match.schema';
import { memberProcedure, router } from '../trpc';
import { addComment, deleteComment, listComments } from '../../../domains/matches/match-comments.service';
import { getScorecard, recordScore } from '../../../domains/matches/match-scores.service';
import { cancelMatch, createMatch, getMatch, joinMatch, leaveMatch, listRecentMatches, listUpcomingMatches } from '../../../domains/matches/matches.service';

// Photo comments come through the multipart door, POST /api/matches/:id/comments (rest/matches.routes.ts).
export const matchesRouter = router({
  list: memberProcedure.query(({ ctx }) => listUpcomingMatches(ctx, ctx.user)),
  recent: memberProcedure.input(recentMatchesInputSchema).query(({ ctx, input }) => listRecentMatches(ctx, ctx.user, input.limit)),
  get: memberProcedure.input(idParamSchema).query(({ ctx, input }) => getMatch(ctx, ctx.user, input.id)),
  create: memberProcedure.input(matchInputSchema).mutation(({ ctx, input }) => createMatch(ctx, ctx.user, input)),
  delete: memberProcedure.input(idParamSchema).mutation(({ ctx, input }) => cancelMatch(ctx, ctx.user, input.id)),
  join: memberProcedure.input(idParamSchema).mutation(({ ctx, input }) => joinMatch(ctx, ctx.user, input.id)),
  leave: memberProcedure.input(idParamSchema).mutation(({ ctx, input }) => leaveMatch(ctx, ctx.user, input.id)),
  comments: router({
    list: memberProcedure.input(commentPageInputSchema).query(({ ctx, input }) => listComments(ctx.db, ctx.user, input)),
    create: memberProcedure.input(commentInputSchema).mutation(({ ctx, input }) => addComment(ctx, ctx.user, input)),
    delete: memberProcedure.input(commentIdSchema).mutation(({ ctx, input }) => deleteComment(ctx, ctx.user, input.matchId, input.commentId)),
  }),
  scorecard: memberProcedure.input(idParamSchema).query(({ ctx, input }) => getScorecard(ctx, ctx.user, input.id)),
  recordScore: memberProcedure.input(scoreInputSchema).mutation(({ ctx, input }) => recordScore(ctx, ctx.user, input)),
});
