import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clubEventSchema, eventAttendeesSchema, rsvpAnswerSchema } from '../../../shared/events/event.schema';
import { jsonResponse } from '../http/response-schema';
import { eventIdSchema, eventRangeSchema, rsvpInputSchema } from '../../../shared/events/event.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { listPublicEvents } from '../../domains/events/events.service';
import { parseInput } from '../../platform/validation/parse-input';
import { requireAdmin, requireMember } from '../http/require-role';
import { answerRsvp, listAttendees } from '../../domains/events/rsvps.service';

export function registerEventRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/events', jsonResponse(z.array(clubEventSchema)), async (request) => listPublicEvents(deps, parseInput(eventRangeSchema, request.query)));

  app.post<{ Params: { id: string } }>('/api/events/:id/rsvp', jsonResponse(rsvpAnswerSchema), async (request) => {
    const member = requireMember(request);
    return answerRsvp(deps, member, parseInput(eventIdSchema, request.params.id), parseInput(rsvpInputSchema, request.body).going);
  });

  app.get<{ Params: { id: string } }>('/api/events/:id/attendees', jsonResponse(eventAttendeesSchema), async (request) => {
    requireAdmin(request);
    return listAttendees(deps.db, parseInput(eventIdSchema, request.params.id));
  });
}
