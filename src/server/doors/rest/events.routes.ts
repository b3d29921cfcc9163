import type { FastifyInstance } from 'fastify';
import { eventIdSchema, eventRangeSchema, rsvpInputSchema } from '../../../shared/events/event.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { listPublicEvents } from '../../domains/events/events.service';
import { parseInput } from '../../platform/validation/parse-input';
import { requireAdmin, requireMember } from '../http/require-role';
import { answerRsvp, listAttendees } from '../../domains/events/rsvps.service';

export function registerEventRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/events', async (request) => listPublicEvents(deps, parseInput(eventRangeSchema, request.query)));

  app.post<{ Params: { id: string } }>('/api/events/:id/rsvp', async (request) => {
    const member = requireMember(request);
    return answerRsvp(deps, member, parseInput(eventIdSchema, request.params.id), parseInput(rsvpInputSchema, request.body).going);
  });

  app.get<{ Params: { id: string } }>('/api/events/:id/attendees', async (request) => {
    requireAdmin(request);
    return listAttendees(deps.db, parseInput(eventIdSchema, request.params.id));
  });
}
