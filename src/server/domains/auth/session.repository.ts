import { type Kysely, sql } from 'kysely';
import { compileOnce, queryBuilder } from '../../platform/db/compile-once';
import { createBatchedRead } from '../../platform/db/batched-reads';
import { StampedDb } from '../../platform/db/change-stamp';
import { type Db, engineOf } from '../../platform/db/db';
import type { Database, SessionsTable, UserRow } from '../../platform/db/schema';

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** A session with the member it signs in. */
function sessionRows(builder: Kysely<Database>) {
  return builder
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
    ]);
}

const sessionWithUser = compileOnce({ id: 'slot:id' }, ({ id }) => sessionRows(queryBuilder).where('sessions.id', '=', id));

export type SessionWithUser = Awaited<ReturnType<typeof sessionWithUser>>[number];

/** PostgreSQL: many sessions in one query compiled once, their ids in one array whatever their number. */
const sessionsWithUsersOnPostgres = compileOnce({ ids: ['slot:id'] }, ({ ids }) => sessionRows(queryBuilder).where(sql<boolean>`sessions.id = any(${ids})`));

/** Sessions with their members by id, in one query. */
async function sessionsWithUsersIn(db: Db, ids: readonly string[]): Promise<SessionWithUser[]> {
  return engineOf(db) === 'postgres' ? sessionsWithUsersOnPostgres(db, { ids: [...ids] }) : sessionRows(db).where('sessions.id', 'in', ids).execute();
}

/** PostgreSQL: the sessions asked for in one turn of the event loop, in one query. */
const sessionsWithUsers = createBatchedRead<SessionWithUser>(async (db, ids) => {
  const rows = await sessionsWithUsersIn(db, ids);
  return new Map(rows.map((row) => [row.sessionId, row]));
});

/**
 * Every signed-in request asks this first: compiled once on SQLite (answered in this thread at
 * once); gathered per turn of the event loop on PostgreSQL, outside a transaction.
 */
export async function findSessionWithUser(db: Db, id: string): Promise<SessionWithUser | undefined> {
  if (engineOf(db) === 'postgres' && db instanceof StampedDb) return sessionsWithUsers(db, id);
  const [row] = await sessionWithUser(db, { id });
  return row;
}

/** Sessions named in one statement at most (an `in` list PostgreSQL and SQLite both take). */
const IDS_A_STATEMENT = 500;

/** Runs `statement` for the ids a few hundred at a time, one after the other. */
async function inBatches(ids: readonly string[], statement: (batch: readonly string[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < ids.length; start += IDS_A_STATEMENT) await statement(ids.slice(start, start + IDS_A_STATEMENT));
}

/** Many sessions with their members, by id: a few hundred a query. */
export async function findSessionsWithUsers(db: Db, ids: readonly string[]): Promise<Map<string, SessionWithUser>> {
  const found = new Map<string, SessionWithUser>();
  await inBatches(ids, async (batch) => {
    for (const row of await sessionsWithUsersIn(db, batch)) found.set(row.sessionId, row);
  });
  return found;
}

/** Sessions seen now (a few hundred a statement). */
export async function touchSessions(db: Db, ids: readonly string[], lastSeenAt: string): Promise<void> {
  await inBatches(ids, async (batch) => {
    await db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', 'in', batch).execute();
  });
}

/** Sessions ended (a few hundred a statement). */
export async function deleteSessions(db: Db, ids: readonly string[]): Promise<void> {
  await inBatches(ids, async (batch) => {
    await db.deleteFrom('sessions').where('id', 'in', batch).execute();
  });
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
