import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Usernames containing the text (any case), those starting with it first; never `excludeId`. */
export function searchMemberRows(db: Db, text: string, excludeId: number, limit: number) {
  const needle = text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '!=', excludeId)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`lower(username) like ${`%${needle}%`} escape '\\'`)
    .orderBy(sql`case when lower(username) like ${`${needle}%`} escape '\\' then 0 else 1 end`)
    .orderBy(sql`lower(username)`)
    .limit(limit)
    .execute();
}
