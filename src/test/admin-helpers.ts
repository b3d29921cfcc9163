import type { Db } from '../server/platform/db/db';
import { insertMember, memberCookie } from './factories';
import { type Clock, systemClock } from '../server/platform/core/clock';

/** A fresh admin and a fresh standard member, each with a signed-in cookie. */
export async function adminAndMember(db: Db, clock: Clock = systemClock) {
  const admin = await insertMember(db, { memberType: 'admin' });
  const member = await insertMember(db);
  return {
    admin,
    member,
    adminCookie: await memberCookie(db, admin.id, clock),
    memberCookie: await memberCookie(db, member.id, clock),
  };
}

export function auditRows(db: Db) {
  return db.selectFrom('audit_log').selectAll().orderBy('id').execute();
}
