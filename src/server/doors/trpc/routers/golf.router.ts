import { z } from 'zod';
import { clubIndexInputSchema, clubIndexPageSchema, disputeRoundSchema, disputedCardSchema, excludeRoundSchema, leaderboardSchema, roundIdSchema } from '../../../../shared/golf/golf.schema';
import { courseListSchema } from '../../../../shared/golf/course.schema';
import { successSchema } from '../../../../shared/result.schema';
import { adminProcedure, memberProcedure, router } from '../trpc';
import { getClubIndexPage } from '../../../domains/golf/club-index.service';
import { listPlayableCourses } from '../../../domains/courses/courses.service';
import { getLeaderboard } from '../../../domains/golf/leaderboard.service';
import { attestRound, confirmRound, disputeRound, listDisputedCards, settleDispute } from '../../../domains/matches/match-rounds.service';
import { setRoundExcluded } from '../../../domains/rounds/rounds.service';
import { listPlayingNow } from '../../../domains/playing-now/playing-now.service';
import { playingNowSchema } from '../../../../shared/golf/playing-now.schema';

/** golf.*: what members see of the season; courses are managed under admin.courses. */
export const golfRouter = router({
  courses: memberProcedure.output(courseListSchema).query(({ ctx }) => listPlayableCourses(ctx.db)),
  clubIndex: memberProcedure.input(clubIndexInputSchema).output(clubIndexPageSchema).query(({ ctx, input }) => getClubIndexPage(ctx.db, ctx.user, input.userId ?? ctx.user.id)),
  leaderboard: memberProcedure.output(leaderboardSchema).query(({ ctx }) => getLeaderboard(ctx)),
  playingNow: memberProcedure.output(playingNowSchema).query(({ ctx }) => listPlayingNow(ctx)),
  attest: memberProcedure.input(roundIdSchema).output(successSchema).mutation(({ ctx, input }) => attestRound(ctx, ctx.user, input.roundId)),
  exclude: adminProcedure.input(excludeRoundSchema).output(successSchema).mutation(({ ctx, input }) => setRoundExcluded(ctx, ctx.user, input.roundId, input.reason)),
  include: adminProcedure.input(roundIdSchema).output(successSchema).mutation(({ ctx, input }) => setRoundExcluded(ctx, ctx.user, input.roundId, null)),
  confirm: memberProcedure.input(roundIdSchema).output(successSchema).mutation(({ ctx, input }) => confirmRound(ctx, ctx.user, input.roundId)),
  dispute: memberProcedure.input(disputeRoundSchema).output(successSchema).mutation(({ ctx, input }) => disputeRound(ctx, ctx.user, input.roundId, input.reason)),
  disputes: adminProcedure.output(z.array(disputedCardSchema)).query(({ ctx }) => listDisputedCards(ctx.db)),
  settleDispute: adminProcedure.input(roundIdSchema).output(successSchema).mutation(({ ctx, input }) => settleDispute(ctx, ctx.user, input.roundId)),
});
