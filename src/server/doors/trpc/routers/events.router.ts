import { z } from 'zod';
import { clubEventSchema, myRsvpSchema, rsvpAnswerSchema } from '../../../../shared/events/event.schema';
import { eventRangeSchema, rsvpRequestSchema } from '../../../../shared/events/event.schema';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { listPublicEvents } from '../../../domains/events/events.service';
import { listMemberOnlyEvents, listUpcomingEvents } from '../../../domains/events/member-events.service';
import { answerRsvp, listMyRsvps } from '../../../domains/events/rsvps.service';

export const eventsRouter = router({
  list: publicProcedure.input(eventRangeSchema).output(z.array(clubEventSchema)).query(({ ctx, input }) => listPublicEvents(ctx, input)),
  upcoming: memberProcedure.output(z.array(clubEventSchema)).query(({ ctx }) => listUpcomingEvents(ctx.db, ctx.clock.now())),
  memberOnly: memberProcedure.output(z.array(clubEventSchema)).query(({ ctx }) => listMemberOnlyEvents(ctx.db, ctx.clock.now())),
  rsvp: memberProcedure.input(rsvpRequestSchema).output(rsvpAnswerSchema).mutation(({ ctx, input }) => answerRsvp(ctx, ctx.user, input.eventId, input.going)),
  myRsvps: memberProcedure.output(z.array(myRsvpSchema)).query(({ ctx }) => listMyRsvps(ctx.db, ctx.user)),
});
