import type { FastifyInstance } from 'fastify';
import { successSchema } from '../../../shared/result.schema';
import { jsonResponse } from '../http/response-schema';
import { contactInputSchema } from '../../../shared/contact/contact.schema';
import { submitContactMessage } from '../../domains/contact/contact.service';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';

export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/contact', jsonResponse(successSchema), async (request) =>
    submitContactMessage(deps, parseInput(contactInputSchema, request.body), request.ip),
  );
}
