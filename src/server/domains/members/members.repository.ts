import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import { readKeptCount } from '../../platform/db/row-counts.repository';
import { totalCountedUpTo } from '../../platform/db/count-ahead';
import { containsOnPostgres, isLongSearch, startsWith, trigramPhrase } from '../../platform/db/text-search';
import { type Db, engineOf } from '../../platform/db/db';
import type { Database, UserRow } from '../../platform/db/schema';

interface MemberFilter {
  search?: string | undefined;
  /** Paid-through dates (inclusive) for a status filter; admins count as active. */
  paidThrough?: { from?: string; to?: string; includeAdmins: boolean } | undefined;
  /** Only members who owe money. */
  balanceDue?: boolean | undefined;
  /** Keyset paging: only members after this id (the last one of the page before). */
  afterId?: number | undefined;
}

interface MemberPage extends MemberFilter {
  limit: number;
  offset: number;
}

type UsersExpressions = ExpressionBuilder<Database, 'users'>;

/** What an admin's member search looks in, lower-cased as their indexes are. */
const SEARCHED_TEXTS = [sql<string>`lower(username)`, sql<string>`lower(full_name)`, sql<string>`lower(email)`];

/**
 * The filter as one condition on users. With `walkById`, member_type is written `+member_type`,
 * which keeps SQLite off the membership-status index: a page in id order is then read in id order
 * and stops once it is full, instead of sorting every lapsed (or active) member first.
 */
function memberConditions(eb: UsersExpressions, { search, paidThrough, balanceDue }: MemberFilter, walkById: boolean): Expression<SqlBool> {
  const memberType = walkById ? sql<UserRow['member_type']>`+member_type` : eb.ref('member_type');
  const conditions: Expression<SqlBool>[] = [eb('deleted_at', 'is', null)];
  if (balanceDue) conditions.push(eb('id', 'in', usersWithBalanceDue()));
  if (paidThrough) {
    const { from, to, includeAdmins } = paidThrough;
    const inRange = eb.and([
      eb(memberType, '=', 'standard'),
      eb('paid_through', 'is not', null),
      ...(from ? [eb('paid_through', '>=', from)] : []),
      ...(to ? [eb('paid_through', '<=', to)] : []),
    ]);
    // Admins and members without a date are never lapsed: they count as active.
    // Each branch names member_type, so each is a range of the membership-status index.
    const undated = eb.and([eb(memberType, '=', 'standard'), eb('paid_through', 'is', null)]);
    conditions.push(includeAdmins ? eb.or([inRange, eb(memberType, '=', 'admin'), undated]) : inRange);
  }
  const needle = search?.toLowerCase();
  if (needle && !isLongSearch(needle)) {
    conditions.push(eb.or(SEARCHED_TEXTS.map((text) => startsWith(text, needle))));
  }
  return eb.and(conditions);
}

/** The search text when it is long enough for the trigram index, which then leads the query. */
function trigramSearch({ search }: MemberFilter): string | undefined {
  const needle = search?.toLowerCase();
  return needle && isLongSearch(needle) ? trigramPhrase(needle, ['username', 'full_name', 'email']) : undefined;
}

/**
 * The filtered members' ids in id order. A long search starts from the trigram index, which
 * hands its matches over in rowid (= id) order, so a page stops once it is full.
 */
function matchingIds(db: Db, filter: MemberFilter, walkById: boolean) {
  if (engineOf(db) === 'postgres') return matchingIdsOnPostgres(db, filter);
  const phrase = trigramSearch(filter);
  const { afterId } = filter;
  if (phrase === undefined && filter.balanceDue) {
    // Members who owe, read from the partial index of owing balances in id order: a page (or a
    // count up to a limit) stops once it is full instead of listing every member who owes first.
    return db
      .selectFrom('member_balances')
      .innerJoin('users', 'users.id', 'member_balances.user_id')
      .select('users.id')
      .where('member_balances.balance_cents', '>', 0)
      .$if(afterId !== undefined, (query) => query.where('member_balances.user_id', '>', afterId ?? 0))
      .where((eb) => memberConditions(eb, { ...filter, balanceDue: false }, walkById))
      .orderBy('member_balances.user_id');
  }
  if (phrase === undefined) {
    return db
      .selectFrom('users')
      .select('users.id')
      .$if(afterId !== undefined, (query) => query.where('users.id', '>', afterId ?? 0))
      .where((eb) => memberConditions(eb, filter, walkById))
      .orderBy('users.id');
  }
  return db
    .selectFrom('users_search')
    .innerJoin('users', 'users.id', 'users_search.rowid')
    .select('users.id')
    .where(sql<SqlBool>`users_search match ${phrase}`)
    .$if(afterId !== undefined, (query) => query.where('users_search.rowid', '>', afterId ?? 0))
    .where((eb) => memberConditions(eb, filter, true))
    .orderBy('users_search.rowid');
}

/**
 * The same on PostgreSQL: a long search reads the pg_trgm indexes, and the planner weighs the
 * other indexes by their statistics (no `+member_type` hint; it has no unary + on text).
 */
function matchingIdsOnPostgres(db: Db, filter: MemberFilter) {
  const needle = filter.search?.toLowerCase();
  const contained = needle && isLongSearch(needle) ? needle : undefined;
  return db
    .selectFrom('users')
    .select('users.id')
    .$if(filter.afterId !== undefined, (query) => query.where('users.id', '>', filter.afterId ?? 0))
    .where((eb) => {
      const conditions = memberConditions(eb, filter, false);
      return contained ? eb.and([eb.or(SEARCHED_TEXTS.map((text) => containsOnPostgres(text, contained))), conditions]) : conditions;
    })
    .orderBy('users.id');
}

/** One page of the filtered members, in id order: after `afterId` (keyset), else from `offset`. */
export function listMemberRows(db: Db, filter: MemberPage): Promise<UserRow[]> {
  return matchingIds(db, filter, true).clearSelect().selectAll('users').limit(filter.limit).offset(filter.offset).execute();
}

function countFiltered(db: Db, filter: MemberFilter, upTo?: number): Promise<number> {
  // Counting reads whichever index fits best (no page order to keep).
  const matching = matchingIds(db, filter, false).clearOrderBy();
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
 * more pages follow): then `total` is `upTo` and `totalIsAtLeast` is set. A filtered count after
 * `afterId` counts what follows it and adds the `rowsBefore` it skipped.
 */
export async function countMemberRowsUpTo(
  db: Db,
  filter: MemberFilter,
  upTo: number,
  rowsBefore = 0,
): Promise<{ total: number; totalIsAtLeast?: true }> {
  if (!isFiltered(filter)) return { total: await readKeptCount(db, 'members') };
  const counted = totalCountedUpTo(await countFiltered(db, filter, upTo + 1), upTo);
  return { ...counted, total: counted.total + rowsBefore };
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

/**
 * The ids of members who owe money: charges less payments, a reversal undoing its entry (a
 * membership payment is dues charged and paid at once, so it nets to nothing). Read from the
 * balances a trigger keeps as entries are added (`member_balances`), so lists and counts never sum
 * every account; the statement ledger is the record they are summed from.
 */
export function usersWithBalanceDue() {
  return sql<number>`(select user_id from member_balances where balance_cents > 0)`;
}
