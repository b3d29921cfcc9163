import { CompiledQuery } from 'kysely';
import type { Db } from '../server/db/database';

export interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
}

interface PlanRow {
  detail: string;
}

/** Records the reads a piece of work runs, to explain them afterwards. */
export function queryRecorder() {
  const queries: RecordedQuery[] = [];
  return {
    onQuery: (sql: string, parameters: readonly unknown[]) => {
      if (/^\s*(with|select)\b/i.test(sql)) queries.push({ sql, parameters });
    },
    take: (): RecordedQuery[] => queries.splice(0),
  };
}

/** SQLite's plan for one recorded query, one line per step. */
export async function queryPlan(db: Db, query: RecordedQuery): Promise<string[]> {
  const result = await db.executeQuery<PlanRow>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
  return result.rows.map((row) => row.detail);
}

/** Tables of settings that hold a handful of rows however big the club grows. */
const SMALL_TABLES = new Set(['club_settings', 'courses', 'course_tees', 'app_secrets']);

/**
 * The steps of a plan that read a whole table: a SCAN of a table (not of an index walked in the
 * list's order up to its LIMIT, nor the rowid order of a LIMITed `order by id`), or a sort of
 * everything such a scan found.
 */
export function fullScans(query: RecordedQuery, plan: readonly string[]): string[] {
  const limited = /\blimit\b/i.test(query.sql);
  const byId = /order by ("?\w+"?\.)?"?id"?( desc)?( limit|$|,)/i.test(query.sql);
  return plan.filter((step) => {
    const scan = /^SCAN (\w+)(.*)$/.exec(step);
    if (!scan) return false;
    const [, table = '', rest = ''] = scan;
    if (SMALL_TABLES.has(table) || / VIRTUAL TABLE|CONSTANT ROW/.test(step) || /^(matching|pragma_)/.test(table)) return false;
    if (/USING (COVERING )?INDEX/.test(rest)) return !limited;
    return !(limited && byId);
  });
}
