import { sql, type SqlBool } from 'kysely';
import { type Db, engineOf } from '../../platform/db/db';
import { containsOnPostgres, isLongSearch, startsWith, trigramPhrase } from './member-text-search.repository';

const lowerUsername = sql<string>`lower(users.username)`;

/**
 * Usernames starting with the text (any case), in name order; then, for three characters or
 * more, usernames containing it (the longest-standing members first, shown in name order). Never
 * `excludeId`. Both read an index and stop at `limit`, however many members the club has.
 */
export async function searchMemberRows(db: Db, text: string, excludeId: number, limit: number) {
  const needle = text.toLowerCase();
  const starting = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '!=', excludeId)
    .where('deleted_at', 'is', null)
    .where(startsWith(lowerUsername, needle))
    .orderBy(lowerUsername)
    .limit(limit)
    .execute();
  if (starting.length === limit || !isLongSearch(needle)) return starting;
  const containing = await (engineOf(db) === 'postgres' ? containingOnPostgres : containingOnSqlite)(
    db,
    needle,
    excludeId,
    limit - starting.length,
  );
  const byName = (a: { username: string }, b: { username: string }) => (a.username.toLowerCase() < b.username.toLowerCase() ? -1 : 1);
  return [...starting, ...containing.sort(byName)];
}

/** Usernames containing (not starting with) the text, longest-standing first, from the FTS5 trigram index. */
function containingOnSqlite(db: Db, needle: string, excludeId: number, limit: number) {
  return db
    .selectFrom('users_search')
    .innerJoin('users', 'users.id', 'users_search.rowid')
    .select(['users.id', 'users.username'])
    .where(sql<SqlBool>`users_search match ${trigramPhrase(needle, ['username'])}`)
    .where('users.id', '!=', excludeId)
    .where('users.deleted_at', 'is', null)
    .where((eb) => eb.not(startsWith(lowerUsername, needle)))
    .orderBy('users_search.rowid')
    .limit(limit)
    .execute();
}

/** The same from the pg_trgm index on lower(username). */
function containingOnPostgres(db: Db, needle: string, excludeId: number, limit: number) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.username'])
    .where(containsOnPostgres(lowerUsername, needle))
    .where('users.id', '!=', excludeId)
    .where('users.deleted_at', 'is', null)
    .where((eb) => eb.not(startsWith(lowerUsername, needle)))
    .orderBy('users.id')
    .limit(limit)
    .execute();
}
