import { z } from 'zod';
import { eventIdSchema, eventInputSchema } from '../../shared/events/event.schema';
import { adminProcedure, router } from '../trpc/trpc';
import { createEvent, deleteEvent, listAllEvents, removeEventImage, updateEvent } from './events.service';

/** admin.events.*: the Manage Events page (public and members-only events). */
export const adminEventsRouter = router({
  list: adminProcedure.query(({ ctx }) => listAllEvents(ctx.db)),
  create: adminProcedure.input(eventInputSchema).mutation(({ ctx, input }) => createEvent(ctx.db, ctx.user, input)),
  update: adminProcedure
    .input(z.object({ id: eventIdSchema, event: eventInputSchema }))
    .mutation(({ ctx, input }) => updateEvent(ctx.db, ctx.user, input.id, input.event)),
  delete: adminProcedure.input(z.object({ id: eventIdSchema })).mutation(({ ctx, input }) => deleteEvent(ctx.db, ctx.user, input.id, ctx.config.UPLOADS_DIR)),
  removeImage: adminProcedure.input(z.object({ id: eventIdSchema })).mutation(({ ctx, input }) => removeEventImage(ctx, ctx.user, input.id)),
});
