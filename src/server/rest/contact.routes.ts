import type { FastifyInstance } from 'fastify';
import { contactInputSchema } from '../../shared/contact/contact.schema';
import { submitContactMessage } from '../contact/contact.service';
import type { AppDeps } from '../deps';
import { parseInput } from '../validation/parse-input';

export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/contact', async (request) =>
    submitContactMessage(deps, parseInput(contactInputSchema, request.body), request.ip),
  );
}
