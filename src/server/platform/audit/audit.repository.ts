import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../db/db';
import { readKeptCount } from '../db/row-counts.repository';
import type { AuditLogRow, AuditLogTable, Database } from '../db/schema';

/**
 * One row per change. The acting user's id and name are copied in by the same statement (the name
 * stays readable after the account is gone; an unknown actor is kept as `#<id>`).
 */
export async function insertAuditRow(db: Db, actorId: number, row: Omit<Insertable<AuditLogTable>, 'actor_id' | 'actor_username'>): Promise<void> {
  const actor = (eb: ExpressionBuilder<Database, 'audit_log'>) => eb.selectFrom('users').where('users.id', '=', actorId);
  await db
    .insertInto('audit_log')
    .values((eb) => ({
      ...row,
      actor_id: actor(eb).select('users.id'),
      actor_username: eb.fn.coalesce(actor(eb).select('users.username'), eb.val(`#${actorId}`)),
    }))
    .execute();
}

/** Newest first. */
export function listAuditRows(db: Db, limit: number, offset: number): Promise<AuditLogRow[]> {
  return db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export function countAuditRows(db: Db): Promise<number> {
  return readKeptCount(db, 'audit_log');
}

