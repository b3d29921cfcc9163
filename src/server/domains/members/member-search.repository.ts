import { type Expression, sql, type SqlBool } from 'kysely';
import { type Db, engineOf } from '../../platform/db/db';
import { displayNameSql } from '../users/display-name';
import { containsOnPostgres, isLongSearch, startsWith, trigramPhrase } from '../../platform/db/text-search';

const lowerUsername = sql<string>`lower(users.username)`;
const lowerFullName = sql<string>`lower(users.full_name)`;

export interface FoundMemberRow {
  id: number;
  username: string;
  /** The display name (full name, else username). */
  name: string;
}

function foundMembers(db: Db) {
  return db.selectFrom('users').select(['users.id', 'users.username', displayNameSql().as('name')]);
}

const byName = (a: FoundMemberRow, b: FoundMemberRow) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

/**
 * Members whose username or full name starts with the text (any case), in name order; then, for
 * three characters or more, those with it anywhere in their username or full name (the
 * longest-standing members first, shown in name order). Never `excludeId`. Every read goes
 * through an index and stops at `limit`, however many members the club has.
 */
export async function searchMemberRows(db: Db, text: string, excludeId: number, limit: number): Promise<FoundMemberRow[]> {
  const needle = text.toLowerCase();
  const byUsername = await startingWith(db, lowerUsername, needle, excludeId, limit);
  const byFullName = await startingWith(db, lowerFullName, needle, excludeId, limit);
  const starting = [...new Map([...byUsername, ...byFullName].map((row) => [row.id, row])).values()].sort(byName).slice(0, limit);
  // Fewer than `limit` means both reads were whole: every member starting with the text is here.
  if (starting.length === limit || !isLongSearch(needle)) return starting;
  const skip = [excludeId, ...starting.map((row) => row.id)];
  const containing = await (engineOf(db) === 'postgres' ? containingOnPostgres : containingOnSqlite)(db, needle, skip, limit - starting.length);
  return [...starting, ...containing.sort(byName)];
}

/** One index's range: `expression` (lower-cased) starts with the needle, in that order. */
function startingWith(db: Db, expression: Expression<string | null>, needle: string, excludeId: number, limit: number) {
  return foundMembers(db)
    .where('users.id', '!=', excludeId)
    .where('users.deleted_at', 'is', null)
    .where(startsWith(expression, needle))
    .orderBy(expression)
    .limit(limit)
    .execute();
}

/** Usernames or full names containing the text, longest-standing first, from the FTS5 trigram index. */
function containingOnSqlite(db: Db, needle: string, skip: readonly number[], limit: number) {
  return foundMembers(db)
    .innerJoin('users_search', 'users_search.rowid', 'users.id')
    .where(sql<SqlBool>`users_search match ${trigramPhrase(needle, ['username', 'full_name'])}`)
    .where('users.id', 'not in', skip)
    .where('users.deleted_at', 'is', null)
    .orderBy('users_search.rowid')
    .limit(limit)
    .execute();
}

/** The same from the pg_trgm indexes on lower(username) and lower(full_name). */
function containingOnPostgres(db: Db, needle: string, skip: readonly number[], limit: number) {
  return foundMembers(db)
    .where((eb) => eb.or([containsOnPostgres(lowerUsername, needle), containsOnPostgres(lowerFullName, needle)]))
    .where('users.id', 'not in', skip)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.id')
    .limit(limit)
    .execute();
}
