import { cardsAwaitingSchema } from '../../../../shared/matches/awaiting-me.schema';
import { listCardsAwaitingMe } from '../../../domains/matches/awaiting-me.service';
import { idParamSchema } from '../../../../shared/record-id.schema';
import {
  commentIdSchema,
  commentInputSchema,
  commentPageInputSchema,
  matchInputSchema,
  recentMatchesInputSchema,
  scoreInputSchema,
} from '../../../../shared/matches/match.schema';
import { chooseTeeInputSchema, commentPageSchema, joinMatchInputSchema, matchCommentSchema, matchListSchema, matchSchema, scorecardSchema } from '../../../../shared/matches/match.schema';
import { successSchema } from '../../../../shared/result.schema';
import { memberProcedure, router } from '../trpc';
import { addComment, deleteComment, listComments } from '../../../domains/matches/match-comments.service';
import { getScorecard, recordScore } from '../../../domains/matches/match-scores.service';
import { cancelMatch, chooseTee, createMatch, getMatch, joinMatch, leaveMatch, listRecentMatches, listUpcomingMatches } from '../../../domains/matches/matches.service';

// Photo comments come through the multipart door, POST /api/matches/:id/comments (rest/matches.routes.ts).
export const matchesRouter = router({
  list: memberProcedure.output(matchListSchema).query(({ ctx }) => listUpcomingMatches(ctx, ctx.user)),
  recent: memberProcedure.input(recentMatchesInputSchema).output(matchListSchema).query(({ ctx, input }) => listRecentMatches(ctx, ctx.user, input.limit)),
  get: memberProcedure.input(idParamSchema).output(matchSchema).query(({ ctx, input }) => getMatch(ctx, ctx.user, input.id)),
  create: memberProcedure.input(matchInputSchema).output(matchSchema).mutation(({ ctx, input }) => createMatch(ctx, ctx.user, input)),
  delete: memberProcedure.input(idParamSchema).output(successSchema).mutation(({ ctx, input }) => cancelMatch(ctx, ctx.user, input.id)),
  join: memberProcedure.input(joinMatchInputSchema).output(matchSchema).mutation(({ ctx, input }) => joinMatch(ctx, ctx.user, input.id, input.teeId)),
  chooseTee: memberProcedure.input(chooseTeeInputSchema).output(matchSchema).mutation(({ ctx, input }) => chooseTee(ctx, ctx.user, input.id, input.teeId)),
  leave: memberProcedure.input(idParamSchema).output(matchSchema).mutation(({ ctx, input }) => leaveMatch(ctx, ctx.user, input.id)),
  comments: router({
    list: memberProcedure.input(commentPageInputSchema).output(commentPageSchema).query(({ ctx, input }) => listComments(ctx.db, ctx.user, input)),
    create: memberProcedure.input(commentInputSchema).output(matchCommentSchema).mutation(({ ctx, input }) => addComment(ctx, ctx.user, input)),
    delete: memberProcedure.input(commentIdSchema).output(successSchema).mutation(({ ctx, input }) => deleteComment(ctx, ctx.user, input.matchId, input.commentId)),
  }),
  awaitingMe: memberProcedure.output(cardsAwaitingSchema).query(({ ctx }) => listCardsAwaitingMe(ctx, ctx.user)),
  scorecard: memberProcedure.input(idParamSchema).output(scorecardSchema).query(({ ctx, input }) => getScorecard(ctx, ctx.user, input.id)),
  recordScore: memberProcedure.input(scoreInputSchema).output(scorecardSchema).mutation(({ ctx, input }) => recordScore(ctx, ctx.user, input)),
});
