import { usersWithBalanceDue } from '../statements/account-entries.repository';
import { sql } from 'kysely';
import { readKeptCount } from '../db/row-counts.repository';
import { containing, isLongSearch, startsWith } from './member-text-search.repository';
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
      // Each branch names member_type, so each is a range of the membership-status index.
      const undated = eb.and([eb('member_type', '=', 'standard'), eb('paid_through', 'is', null)]);
      return includeAdmins ? eb.or([inRange, eb('member_type', '=', 'admin'), undated]) : inRange;
    });
  }
  if (search) {
    const needle = search.toLowerCase();
    query = query.where((eb) =>
      isLongSearch(needle)
        ? eb('id', 'in', containing(eb, needle, ['username', 'full_name', 'email']))
        : eb.or(
            [sql<string>`lower(username)`, sql<string>`lower(full_name)`, sql<string>`lower(email)`].map((text) =>
              startsWith(text, needle),
            ),
          ),
    );
  }
  return query;
}

export function listMemberRows(db: Db, filter: MemberPage): Promise<UserRow[]> {
  return filtered(db, filter).selectAll().orderBy('id').limit(filter.limit).offset(filter.offset).execute();
}

function countFiltered(db: Db, filter: MemberFilter, upTo?: number): Promise<number> {
  const matching = filtered(db, filter).select('id');
  return db
    .selectFrom((upTo === undefined ? matching : matching.limit(upTo)).as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

const isFiltered = ({ search, paidThrough, balanceDue }: MemberFilter) => Boolean(search || paidThrough || balanceDue);

/** How many members the filter finds; without a filter, the total kept by triggers. */
export function countMemberRows(db: Db, filter: MemberFilter = {}): Promise<number> {
  return isFiltered(filter) ? countFiltered(db, filter) : readKeptCount(db, 'members');
}

/**
 * Like countMemberRows, but a filtered count stops after `upTo` (a list only needs to know that
 * more pages follow): then `total` is `upTo` and `totalIsAtLeast` is set.
 */
export async function countMemberRowsUpTo(db: Db, filter: MemberFilter, upTo: number): Promise<{ total: number; totalIsAtLeast?: true }> {
  if (!isFiltered(filter)) return { total: await readKeptCount(db, 'members') };
  const counted = await countFiltered(db, filter, upTo + 1);
  return counted > upTo ? { total: upTo, totalIsAtLeast: true } : { total: counted };
}

/** Every member in id order, a batch at a time, for exports that must not hold the whole club in memory. */
export async function* allMemberRows(db: Db, batchSize = 500): AsyncGenerator<UserRow> {
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '>', afterId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    afterId = last.id;
  }
}

export async function deleteUserRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
