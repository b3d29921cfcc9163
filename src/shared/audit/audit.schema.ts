import { z } from 'zod';

export const auditEntityTypes = ['member', 'application', 'event', 'settings'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorUsername: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
