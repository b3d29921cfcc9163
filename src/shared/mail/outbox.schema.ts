import { z } from 'zod';

export const outboxMessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = z.object({ items: z.array(outboxMessageSchema), total: z.number() });

/** GET /api/admin/outbox: the spec's fields of each message only. */
export const outboxRestMessageSchema = outboxMessageSchema.pick({ id: true, to: true, subject: true, text: true, html: true, createdAt: true });

export const outboxListInputSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
