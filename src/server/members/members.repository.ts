import { usersWithBalanceDue } from '../statements/account-entries.repository';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';

interface MemberFilter {
  search?: string | undefined;
  /** Paid-through dates (inclusive) for a status filter; admins count as active. */
  paidThrough?: { from?: string; to?: string; includeAdmins: boolean } | undefined;
  /** Only members who owe money. */
  balanceDue?: boolean | undefined;
}

interface MemberPage extends MemberFilter {
  limit: number;
  offset: number;
}

/** Escapes LIKE wildcards so a search for "a_b" finds exactly that. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filtered(db: Db, { search, paidThrough, balanceDue }: MemberFilter) {
  let query = db.selectFrom('users').where('deleted_at', 'is', null);
  if (balanceDue) query = query.where('id', 'in', usersWithBalanceDue());
  if (paidThrough) {
    const { from, to, includeAdmins } = paidThrough;
    query = query.where((eb) => {
      const inRange = eb.and([
        eb('member_type', '=', 'standard'),
        eb('paid_through', 'is not', null),
        ...(from ? [eb('paid_through', '>=', from)] : []),
        ...(to ? [eb('paid_through', '<=', to)] : []),
      ]);
      // Admins and members without a date are never lapsed: they count as active.
      return includeAdmins ? eb.or([inRange, eb('member_type', '=', 'admin'), eb('paid_through', 'is', null)]) : inRange;
    });
  }
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

export function listMemberRows(db: Db, filter: MemberPage): Promise<UserRow[]> {
  return filtered(db, filter).selectAll().orderBy('id').limit(filter.limit).offset(filter.offset).execute();
}

export async function countMemberRows(db: Db, filter: MemberFilter = {}): Promise<number> {
  const row = await filtered(db, filter)
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
