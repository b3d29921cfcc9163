import { memberProcedure, router } from '../trpc';
import { feedStatus, resetFeed } from '../../../domains/calendar/calendar.service';

export const calendarRouter = router({
  feed: memberProcedure.query(({ ctx }) => feedStatus(ctx.db, ctx.user.id)),
  resetFeed: memberProcedure.mutation(({ ctx }) => resetFeed(ctx, ctx.user.id)),
});
