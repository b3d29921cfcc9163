import type { Db } from '../server/platform/db/db';
import { insertMember, memberCookie } from './factories';

/** A fresh admin and a fresh standard member, each with a signed-in cookie. */
export async function adminAndMember(db: Db) {
  const admin = await insertMember(db, { memberType: 'admin' });
  const member = await insertMember(db);
  return {
    admin,
    member,
    adminCookie: await memberCookie(db, admin.id),
    memberCookie: await memberCookie(db, member.id),
  };
}

export function auditRows(db: Db) {
  return db.selectFrom('audit_log').selectAll().orderBy('id').execute();
}
