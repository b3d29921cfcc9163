import type { FastifyInstance } from 'fastify';
import { outboxListInputSchema, outboxRestMessageSchema } from '../../../shared/mail/outbox.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { z } from 'zod';
import { jsonResponse } from '../http/response-schema';
import { requireAdmin } from '../http/require-role';
import { parseInput } from '../../platform/validation/parse-input';
import { listOutboxMessages } from '../../platform/mail/outbox.service';

export function registerMailRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/admin/outbox', jsonResponse(z.array(outboxRestMessageSchema)), async (request) => {
    requireAdmin(request);
    const { items } = await listOutboxMessages(deps.db, parseInput(outboxListInputSchema, request.query));
    return items.map(({ id, to, subject, text, html, createdAt }) => ({ id, to, subject, text, html, createdAt }));
  });
}
