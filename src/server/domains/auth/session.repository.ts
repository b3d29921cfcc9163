import { compileOnce, queryBuilder } from '../../platform/db/compile-once';
import type { Db } from '../../platform/db/db';
import type { SessionsTable, UserRow } from '../../platform/db/schema';

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

const sessionWithUser = compileOnce(
  queryBuilder
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'users.id',
      'users.username',
      'users.member_type',
      'users.paid_through',
    ])
    .where('sessions.id', '=', ''),
);

/** Every signed-in request asks this first: compiled once. */
export async function findSessionWithUser(db: Db, id: string) {
  const [row] = await sessionWithUser(db, [id]);
  return row;
}

export async function touchSession(db: Db, id: string, lastSeenAt: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfUser(db: Db, userId: UserRow['id'], exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, nowIso: string, idleCutoffIso: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('last_seen_at', '<=', idleCutoffIso)]))
    .execute();
}
