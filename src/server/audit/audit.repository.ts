import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AuditLogRow, AuditLogTable } from '../db/schema';

export async function insertAuditRow(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Newest first. */
export function listAuditRows(db: Db, limit: number, offset: number): Promise<AuditLogRow[]> {
  return db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countAuditRows(db: Db): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
