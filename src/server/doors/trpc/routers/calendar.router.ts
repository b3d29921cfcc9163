import { calendarFeedLinkSchema, calendarFeedStatusSchema } from '../../../../shared/calendar/calendar.schema';
import { memberProcedure, router } from '../trpc';
import { feedStatus, resetFeed } from '../../../domains/calendar/calendar.service';

export const calendarRouter = router({
  feed: memberProcedure.output(calendarFeedStatusSchema).query(({ ctx }) => feedStatus(ctx.db, ctx.user.id)),
  resetFeed: memberProcedure.output(calendarFeedLinkSchema).mutation(({ ctx }) => resetFeed(ctx, ctx.user.id)),
});
