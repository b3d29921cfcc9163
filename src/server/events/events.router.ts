import { eventRangeSchema } from '../../shared/events/event.schema';
import { publicProcedure, router } from '../trpc/trpc';
import { listPublicEvents } from './events.service';

export const eventsRouter = router({
  list: publicProcedure.input(eventRangeSchema).query(({ ctx, input }) => listPublicEvents(ctx.db, input)),
});
