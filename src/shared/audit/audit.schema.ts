export type AuditEntityType = 'member' | 'application' | 'event' | 'settings' | 'payment' | 'backup' | 'course' | 'match';

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorUsername: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  /** ISO instant. */
  createdAt: string;
}
