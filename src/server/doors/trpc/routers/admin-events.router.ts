import { clubEventSchema, eventAttendeesSchema } from '../../../../shared/events/event.schema';
import { pageSchema } from '../../../../shared/paging/paging.schema';
import { successSchema } from '../../../../shared/result.schema';
import { z } from 'zod';
import { adminEventListQuerySchema, attendeeChangeSchema, eventIdSchema, eventInputSchema } from '../../../../shared/events/event.schema';
import { adminProcedure, router } from '../trpc';
import { changeAttendee, fillFreedPlaces, listAttendees } from '../../../domains/events/rsvps.service';
import { getMemberEvent } from '../../../domains/events/member-events.service';
import { announceEvent } from '../../../domains/events/event-announcement.mail';
import { createEvent, deleteEvent, listAdminEvents, removeEventImage, updateEvent } from '../../../domains/events/events.service';

/** admin.events.*: the Manage Events page (public and members-only events). */
export const adminEventsRouter = router({
  list: adminProcedure.input(adminEventListQuerySchema).output(pageSchema(clubEventSchema)).query(({ ctx, input }) => listAdminEvents(ctx, input)),
  create: adminProcedure.input(eventInputSchema).output(clubEventSchema).mutation(async ({ ctx, input }) => {
    const event = await createEvent(ctx, ctx.user, input);
    await announceEvent(ctx, event);
    return event;
  }),
  update: adminProcedure.input(z.object({ id: eventIdSchema, event: eventInputSchema })).output(clubEventSchema).mutation(async ({ ctx, input }) => {
    await updateEvent(ctx, ctx.user, input.id, input.event);
    await fillFreedPlaces(ctx, ctx.user, input.id);
    return getMemberEvent(ctx.db, input.id, ctx.clock.now());
  }),
  delete: adminProcedure
    .input(z.object({ id: eventIdSchema })).output(successSchema)
    .mutation(({ ctx, input }) => deleteEvent(ctx, ctx.user, input.id, ctx.photos)),
  attendees: adminProcedure.input(z.object({ id: eventIdSchema })).output(eventAttendeesSchema).query(({ ctx, input }) => listAttendees(ctx.db, input.id)),
  addAttendee: adminProcedure
    .input(attendeeChangeSchema).output(eventAttendeesSchema)
    .mutation(({ ctx, input }) => changeAttendee(ctx, ctx.user, input.eventId, input.userId, true)),
  removeAttendee: adminProcedure
    .input(attendeeChangeSchema).output(eventAttendeesSchema)
    .mutation(({ ctx, input }) => changeAttendee(ctx, ctx.user, input.eventId, input.userId, false)),
  removeImage: adminProcedure
    .input(z.object({ id: eventIdSchema })).output(clubEventSchema)
    .mutation(({ ctx, input }) => removeEventImage(ctx, ctx.user, input.id)),
});
