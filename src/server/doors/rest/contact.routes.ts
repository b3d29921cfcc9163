import type { FastifyInstance } from 'fastify';
import { contactInputSchema } from '../../../shared/contact/contact.schema';
import { submitContactMessage } from '../../domains/contact/contact.service';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';

export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/contact', async (request) =>
    submitContactMessage(deps, parseInput(contactInputSchema, request.body), request.ip),
  );
}
