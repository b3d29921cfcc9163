import type { FastifyInstance } from 'fastify';
import { eventRangeSchema } from '../../shared/events/event.schema';
import type { AppDeps } from '../deps';
import { listPublicEvents } from '../events/events.service';
import { parseInput } from '../validation/parse-input';

export function registerEventRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/events', async (request) => listPublicEvents(deps.db, parseInput(eventRangeSchema, request.query)));
}
