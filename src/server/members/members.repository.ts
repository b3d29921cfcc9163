import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';

interface MemberFilter {
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** Escapes LIKE wildcards so a search for "a_b" finds exactly that. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filtered(db: Db, search: string | undefined) {
  let query = db.selectFrom('users').where('deleted_at', 'is', null);
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(coalesce(full_name, ''))`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(coalesce(email, ''))`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

export function listMemberRows(db: Db, filter: MemberFilter): Promise<UserRow[]> {
  return filtered(db, filter.search).selectAll().orderBy('id').limit(filter.limit).offset(filter.offset).execute();
}

export async function countMemberRows(db: Db, search?: string): Promise<number> {
  const row = await filtered(db, search)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every member in id order, a batch at a time, for exports that must not hold the whole club in memory. */
export async function* allMemberRows(db: Db, batchSize = 500): AsyncGenerator<UserRow> {
  let afterId = 0;
  for (;;) {
    const rows = await db.selectFrom('users').selectAll().where('id', '>', afterId).where('deleted_at', 'is', null).orderBy('id').limit(batchSize).execute();
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    afterId = last.id;
  }
}

export async function deleteUserRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
