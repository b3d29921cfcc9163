import { CompiledQuery } from 'kysely';
import type { Db } from '../server/platform/db/db';

export interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
}

interface PlanRow {
  id: number;
  parent: number;
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

/**
 * SQLite's plan for one recorded query, one line per step. A step inside a subquery (a list, a
 * scalar or a correlated one, a materialised view, a co-routine) carries its ancestors' steps
 * before it ("LIST SUBQUERY 1 > SCAN e"): the query's LIMIT does not stop what runs in there.
 */
export async function queryPlan(db: Db, query: RecordedQuery): Promise<string[]> {
  const result = await db.executeQuery<PlanRow>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  const path = (row: PlanRow): string => {
    const parent = byId.get(row.parent);
    return parent ? `${path(parent)} > ${row.detail}` : row.detail;
  };
  return result.rows.map(path);
}

/** Tables of settings that hold a handful of rows however big the club grows. */
const SMALL_TABLES = new Set(['club_settings', 'courses', 'course_tees', 'app_secrets']);

/** Partial indexes that hold exactly the rows a list shows: reading one whole is reading the answer, not a table. */
export const ANSWER_INDEXES = new Set(['member_balances_due', 'tournaments_current']);

/**
 * The steps of a plan that read a whole table: a SCAN of a table (not of an index walked in the
 * list's order up to its LIMIT, nor the rowid order of a LIMITed `order by id`), or a sort of
 * everything such a scan found.
 */
export function fullScans(query: RecordedQuery, plan: readonly string[]): string[] {
  const limited = /\blimit\b/i.test(query.sql);
  const byId = /order by ("?\w+"?\.)?"?id"?( desc)?( limit|$|,)/i.test(query.sql);
  return plan.filter((path) => {
    const steps = path.split(' > ');
    const step = steps.at(-1) ?? '';
    const inSubquery = steps.slice(0, -1).some((ancestor) => /SUBQUERY|MATERIALIZE|CO-ROUTINE/.test(ancestor));
    const scan = /^SCAN (\w+)(.*)$/.exec(step);
    if (!scan) return false;
    const [, table = '', rest = ''] = scan;
    if (SMALL_TABLES.has(table) || / VIRTUAL TABLE|CONSTANT ROW/.test(step) || /^(matching|pragma_)/.test(table)) return false;
    const index = / USING (?:COVERING )?INDEX (\w+)/.exec(rest)?.[1];
    if (index && ANSWER_INDEXES.has(index)) return false;
    const stoppedByLimit = limited && !inSubquery;
    if (/USING (COVERING )?INDEX/.test(rest)) return !stoppedByLimit;
    return !(stoppedByLimit && byId);
  });
}
