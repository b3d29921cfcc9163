import type { Insertable } from 'kysely';
import type { Db } from '../db/db';
import { readKeptCount } from '../db/row-counts.repository';
import type { AuditLogRow, AuditLogTable } from '../db/schema';

export async function insertAuditRow(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Newest first. */
export function listAuditRows(db: Db, limit: number, offset: number): Promise<AuditLogRow[]> {
  return db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export function countAuditRows(db: Db): Promise<number> {
  return readKeptCount(db, 'audit_log');
}

/** The acting user's name is copied into each row, so the log still reads after the account is gone. */
export function findActor(db: Db, userId: number): Promise<{ id: number; username: string } | undefined> {
  return db.selectFrom('users').select(['id', 'username']).where('id', '=', userId).executeTakeFirst();
}
