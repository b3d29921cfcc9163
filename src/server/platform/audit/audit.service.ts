import type { AuditEntityType, AuditEntry } from '../../../shared/audit/audit.schema';
import type { Page, PageQuery } from '../../../shared/paging/paging.schema';
import type { Db } from '../db/db';
import type { AuditLogRow } from '../db/schema';
import { countAuditRows, insertAuditRow, listAuditRows } from './audit.repository';

interface AuditRecord {
  /** The admin who made the change. */
  actorId: number;
  /** What happened, as `<entity>.<verb>`: 'member.create', 'event.delete', 'application.approve'... */
  action: string;
  entityType: AuditEntityType;
  entityId: number | string | null;
  /** One line a person reads in the log: 'Created member "casey" (standard)'. */
  summary: string;
  /** When it happened: the caller's clock. */
  at: Date;
}

/**
 * Records one admin change. Call it with the same `db` (or transaction) as the change
 * itself, so the change and its audit row are written together or not at all.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await insertAuditRow(db, record.actorId, {
    action: record.action,
    entity_type: record.entityType,
    entity_id: record.entityId === null ? null : String(record.entityId),
    summary: record.summary,
    created_at: record.at.toISOString(),
  });
}

export async function listAuditLog(db: Db, query: PageQuery): Promise<Page<AuditEntry>> {
  const [rows, total] = await Promise.all([
    listAuditRows(db, query.pageSize, (query.page - 1) * query.pageSize),
    countAuditRows(db),
  ]);
  return { items: rows.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
}

function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actor_id,
    actorUsername: row.actor_username,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    summary: row.summary,
    createdAt: row.created_at,
  };
}
