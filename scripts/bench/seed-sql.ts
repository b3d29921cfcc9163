import { type RawBuilder, sql } from 'kysely';
import { type Db, engineOf } from '../../src/server/platform/db/db';

/**
 * The few bits of SQL the bench's seeding writes differently on SQLite and PostgreSQL: a series of
 * rows, times and days worked out from the database's own clock, picking from a list. Each takes
 * SQL expressions as text (over the series' column `i`) and answers SQL.
 */
export interface SeedSql {
  /** `with ... n(i)` over from..to (1..to by default), to put before `insert ... select ... from n`. */
  series: (to: number, from?: number) => RawBuilder<unknown>;
  /** An ISO instant ('...Z', milliseconds) `expression` minutes before now. */
  minutesAgo: (expression: string) => RawBuilder<unknown>;
  /** A day 'YYYY-MM-DD' `expression` days after today (UTC). */
  daysFromToday: (expression: string) => RawBuilder<unknown>;
  /** An ISO instant at `time` ('HH:MM:SS') on the day `expression` days after today (UTC). */
  instantOnDay: (expression: string, time: string) => RawBuilder<unknown>;
  /** 'HH:MM' from whole hours and minutes. */
  clockTime: (hours: string, minutes: string) => RawBuilder<unknown>;
  /** The `expression`-th (from 0) of `words`. */
  pick: (words: readonly string[], expression: string) => RawBuilder<unknown>;
  /** `insert or ignore into` / `insert into ... on conflict do nothing`, around the rest of the statement. */
  insertOrIgnore: (into: string, rest: RawBuilder<unknown>) => RawBuilder<unknown>;
}

/** A whole number written into the SQL (a bound JavaScript number arrives as a float). */
export const int = (n: number) => sql.raw(String(Math.trunc(n)));

const quoted = (words: readonly string[]) => words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',');

const sqlite: SeedSql = {
  series: (to, from = 1) => sql`with recursive n(i) as (select ${int(from)} union all select i + 1 from n where i < ${int(to)})`,
  minutesAgo: (expression) => sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${expression}) || ' minutes')`),
  daysFromToday: (expression) => sql.raw(`date('now', (${expression}) || ' days')`),
  instantOnDay: (expression, time) => sql.raw(`strftime('%Y-%m-%dT${time}.000Z', 'now', (${expression}) || ' days')`),
  clockTime: (hours, minutes) => sql.raw(`printf('%02d:%02d', ${hours}, ${minutes})`),
  pick: (words, expression) => sql.raw(`json_extract(json_array(${quoted(words)}), '$[' || (${expression}) || ']')`),
  insertOrIgnore: (into, rest) => sql`insert or ignore into ${sql.raw(into)} ${rest}`,
};

const utcNow = `(now() at time zone 'UTC')`;

const postgres: SeedSql = {
  // bigint: i * 7919 passes 2^31 on a million rows.
  series: (to, from = 1) => sql`with n(i) as (select generate_series(${int(from)}::bigint, ${int(to)}))`,
  minutesAgo: (expression) =>
    sql.raw(`to_char(${utcNow} - (${expression}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
  daysFromToday: (expression) => sql.raw(`to_char(${utcNow}::date + (${expression})::int, 'YYYY-MM-DD')`),
  instantOnDay: (expression, time) => sql.raw(`to_char(${utcNow}::date + (${expression})::int, 'YYYY-MM-DD"T${time}.000Z"')`),
  clockTime: (hours, minutes) => sql.raw(`lpad((${hours})::text, 2, '0') || ':' || lpad((${minutes})::text, 2, '0')`),
  pick: (words, expression) => sql.raw(`(array[${quoted(words)}])[((${expression}) + 1)::int]`),
  insertOrIgnore: (into, rest) => sql`insert into ${sql.raw(into)} ${rest} on conflict do nothing`,
};

export function seedSqlFor(db: Db): SeedSql {
  return engineOf(db) === 'postgres' ? postgres : sqlite;
}

const CHUNK = 10_000;

/**
 * Runs `insert` over 1..count in slices of 10,000 rows (`from`..`to`), each its own transaction.
 * Real clubs grow a row at a time: on PostgreSQL a trigger keeping a count updates one row per
 * insert, and half a million such updates in one transaction pile up dead versions of that row
 * that each next update walks (the audit log took minutes).
 */
export async function inSlices(count: number, insert: (from: number, to: number) => Promise<unknown>): Promise<void> {
  for (let from = 1; from <= count; from += CHUNK) await insert(from, Math.min(count, from + CHUNK - 1));
}
