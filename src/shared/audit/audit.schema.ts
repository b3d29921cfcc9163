import { z } from 'zod';

export type AuditEntityType = 'member' | 'application' | 'event' | 'settings' | 'payment' | 'backup' | 'course' | 'match' | 'tournament' | 'open_game';

export const auditEntrySchema = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorUsername: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
