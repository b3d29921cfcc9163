import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clubEventSchema } from '../../../shared/events/event.schema';
import { successSchema } from '../../../shared/result.schema';
import { jsonResponse } from '../http/response-schema';
import { eventIdSchema, eventInputSchema } from '../../../shared/events/event.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { createEvent, deleteEvent, listAllEvents, removeEventImage, setEventImage, updateEvent } from '../../domains/events/events.service';
import { readImageForm } from '../../platform/uploads/image-form';
import { attendeesCsv, fillFreedPlaces } from '../../domains/events/rsvps.service';
import { getMemberEvent } from '../../domains/events/member-events.service';
import { announceEvent } from '../../domains/events/event-announcement.mail';
import { requireAdmin } from '../http/require-role';
import { parseInput } from '../../platform/validation/parse-input';

/** The spec's /api/admin/events calls; the admin guard runs first. */
export function registerAdminEventRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/admin/events', jsonResponse(z.array(clubEventSchema)), async (request) => {
    requireAdmin(request);
    return listAllEvents(deps);
  });

  app.post('/api/admin/events', jsonResponse(clubEventSchema, 201), async (request, reply) => {
    const event = await createEvent(deps, requireAdmin(request), parseInput(eventInputSchema, request.body));
    await announceEvent(deps, event);
    return reply.status(201).send(event);
  });

  app.put<{ Params: { id: string } }>('/api/admin/events/:id', jsonResponse(clubEventSchema), async (request) => {
    const admin = requireAdmin(request);
    const id = parseInput(eventIdSchema, request.params.id);
    await updateEvent(deps, admin, id, parseInput(eventInputSchema, request.body));
    // More places (or no limit) move the waitlist up at once.
    await fillFreedPlaces(deps, admin, id);
    return getMemberEvent(deps.db, id, deps.clock.now());
  });

  app.delete<{ Params: { id: string } }>('/api/admin/events/:id', jsonResponse(successSchema), async (request) =>
    deleteEvent(deps, requireAdmin(request), parseInput(eventIdSchema, request.params.id), deps.photos),
  );

  app.post<{ Params: { id: string } }>('/api/admin/events/:id/image', jsonResponse(clubEventSchema), async (request) => {
    const admin = requireAdmin(request);
    const id = parseInput(eventIdSchema, request.params.id);
    const { image } = await readImageForm(request);
    return setEventImage(deps, admin, id, image);
  });

  app.get<{ Params: { id: string } }>('/api/admin/events/:id/attendees.csv', async (request, reply) => {
    requireAdmin(request);
    const { csv } = await attendeesCsv(deps.db, parseInput(eventIdSchema, request.params.id));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${request.params.id}-attendees.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.delete<{ Params: { id: string } }>('/api/admin/events/:id/image', jsonResponse(clubEventSchema), async (request) =>
    removeEventImage(deps, requireAdmin(request), parseInput(eventIdSchema, request.params.id)),
  );
}
