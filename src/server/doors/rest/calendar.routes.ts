import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { eventIcs, feedIcs } from '../../domains/calendar/calendar.service';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';
import { requireMember } from '../http/require-role';

const eventFileSchema = z.object({
  file: z
    .string()
    .regex(/^\d{1,12}\.ics$/, 'An event calendar file is named {id}.ics')
    .transform((file) => Number(file.slice(0, -4))),
});
const feedFileSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.ics$/, 'Calendar feed not found').transform((file) => file.slice(0, -4)),
});

function sendCalendar(reply: FastifyReply, body: string, filename?: string): FastifyReply {
  reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store');
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(body);
}

export function registerCalendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/events/:file', async (request, reply) => {
    requireMember(request);
    const { file: eventId } = parseInput(eventFileSchema, request.params);
    return sendCalendar(reply, await eventIcs(deps, eventId), `event-${eventId}.ics`);
  });
  // The secret token in the path is the credential: calendar apps send no cookies.
  app.get('/api/calendar/:file', async (request, reply) => {
    const { file: token } = parseInput(feedFileSchema, request.params);
    return sendCalendar(reply, await feedIcs(deps, token));
  });
}
