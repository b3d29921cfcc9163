import { type Expression, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Platform } from '../../../shared/golf/platforms';
import { type Db, engineOf } from '../../platform/db/db';
import { containsOnPostgres, isLongSearch, likeContaining, trigramPhrase } from '../../platform/db/text-search';

export interface DirectoryCandidateRow {
  id: number;
  name_key: string;
  username: string;
  full_name: string | null;
  time_zone: string | null;
  photo_file: string | null;
  country: string | null;
  platforms: string | null;
  launch_monitor: string | null;
  home_course: string | null;
  hidden_fields: string | null;
}

/** A member's place in the directory's order: by name as it sorts (users.name_key), then id. */
export interface DirectoryPlace {
  nameKey: string;
  id: number;
}

export interface DirectoryWalk {
  /** Paid through this day or later (today less the grace days). */
  paidThroughFrom: string;
  /** Lower-cased text the name or username contains. */
  search?: string | undefined;
  /** Only members whose platforms include it (the service checks whether they show them). */
  platform?: Platform | undefined;
  /** Only members after this place. */
  after?: DirectoryPlace | undefined;
  limit: number;
}

/**
 * The conditions of the walk on users joined with member_profiles: standard members, not deleted,
 * paid through a day or later, who did not leave the directory (a member who never saved a profile
 * is listed), narrowed by the search (`viaTrigrams`: through the trigram index, else a LIKE on each
 * row) and the platform (only members who show their platforms). After a place, when given.
 */
function found(walk: Omit<DirectoryWalk, 'limit'>, postgres: boolean, viaTrigrams: boolean, offStatusIndex: boolean): Expression<SqlBool> {
  // On SQLite `+member_type` keeps the planner off the membership-status index: a page is then read
  // in name order from users_directory_order (or from the trigram index's few matches) and stops once
  // full, and a search's count is read from the trigram index (measured: 380 ms -> 0.13 ms for 241
  // of 8,300 matches when users led). A plain count reads the membership-status index's range.
  const memberType = postgres || !offStatusIndex ? sql`users.member_type` : sql`+users.member_type`;
  const { search, platform, after } = walk;
  const conditions = [
    sql`${memberType} = 'standard'`,
    sql`users.deleted_at is null`,
    sql`users.paid_through >= ${walk.paidThroughFrom}`,
    sql`(member_profiles.listed is null or member_profiles.listed = 1)`,
  ];
  if (after) conditions.push(sql`(users.name_key, users.id) > (${after.nameKey}, ${after.id})`);
  if (search !== undefined) conditions.push(searched(search, postgres, viaTrigrams));
  if (platform !== undefined) {
    // A damaged list of hidden fields (not a JSON array) hides every field, as the service reads it.
    conditions.push(sql`(member_profiles.platforms like ${likeContaining(`"${platform}"`)} escape '\\'
      and member_profiles.hidden_fields like '[%]' and member_profiles.hidden_fields not like '%"platforms"%')`);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

function searched(needle: string, postgres: boolean, viaTrigrams: boolean): RawBuilder<SqlBool> {
  if (postgres) return sql<SqlBool>`(${containsOnPostgres(sql`lower(users.username)`, needle)} or ${containsOnPostgres(sql`lower(users.full_name)`, needle)})`;
  if (viaTrigrams) return sql<SqlBool>`users.id in (select rowid from users_search where users_search match ${trigramPhrase(needle, ['username', 'full_name'])})`;
  const pattern = likeContaining(needle);
  return sql<SqlBool>`(users.username like ${pattern} escape '\\' or users.full_name like ${pattern} escape '\\')`;
}

/**
 * Members other members may find, in name order from a place. The service checks every row again
 * against what each member shows, so these conditions only ever leave out rows it would refuse.
 * `sparse`: the search finds few members (counted first), so they are read through the trigram
 * index and sorted; a search that finds many walks the name order and checks each name instead.
 */
export function listDirectoryCandidates(db: Db, walk: DirectoryWalk, sparse = false): Promise<DirectoryCandidateRow[]> {
  const postgres = engineOf(db) === 'postgres';
  const viaTrigrams = sparse && walk.search !== undefined && isLongSearch(walk.search);
  return db
    .selectFrom('users')
    .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
    .where(found(walk, postgres, viaTrigrams, true))
    .select([
      'users.id',
      'users.name_key',
      'users.username',
      'users.full_name',
      'users.time_zone',
      'member_profiles.photo_file',
      'member_profiles.country',
      'member_profiles.platforms',
      'member_profiles.launch_monitor',
      'member_profiles.home_course',
      'member_profiles.hidden_fields',
    ])
    .orderBy('users.name_key')
    .orderBy('users.id')
    .limit(walk.limit)
    .execute();
}

/**
 * How many members the walk finds, counting no further than `upTo`. On SQLite a search of three
 * characters or more is counted from the trigram index, which hands its matches over one by one.
 */
export async function countDirectoryCandidates(db: Db, walk: Omit<DirectoryWalk, 'limit'>, upTo: number): Promise<number> {
  const postgres = engineOf(db) === 'postgres';
  const fromTrigrams = !postgres && walk.search !== undefined && isLongSearch(walk.search);
  const matching = fromTrigrams
    ? db
        .selectFrom('users_search')
        .innerJoin('users', 'users.id', 'users_search.rowid')
        .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
        .where(sql<SqlBool>`users_search match ${trigramPhrase(walk.search ?? '', ['username', 'full_name'])}`)
        .where(found({ ...walk, search: undefined }, false, false, true))
    : db.selectFrom('users').leftJoin('member_profiles', 'member_profiles.user_id', 'users.id').where(found(walk, postgres, false, false));
  const row = await db
    .selectFrom(matching.select('users.id').limit(upTo).as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
/** Where a member stands in the directory's order, while their row is live; else nothing. */
export async function findDirectoryPlace(db: Db, userId: number): Promise<DirectoryPlace | undefined> {
  const row = await db.selectFrom('users').select(['id', 'name_key']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? { nameKey: row.name_key, id: row.id } : undefined;
}
