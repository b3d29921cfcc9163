import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../server/db/database';
import type { RecordedQuery } from './query-plans';

/** One step of a PostgreSQL plan (EXPLAIN (FORMAT JSON)), as far as the test reads it. */
export interface PlanStep {
  type: string;
  table: string | undefined;
  indexCondition: string | undefined;
  /** Under a Limit: an index walked in the list's order stops at the page's end. */
  limited: boolean;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function steps(node: PlanNode, limited: boolean): PlanStep[] {
  const underLimit = limited || node['Node Type'] === 'Limit';
  const step = {
    type: node['Node Type'],
    table: node['Relation Name'],
    indexCondition: node['Index Cond'],
    limited: underLimit,
  };
  return [step, ...(node.Plans ?? []).flatMap((child) => steps(child, underLimit))];
}

function isPlanNode(value: unknown): value is PlanNode {
  return typeof value === 'object' && value !== null && 'Node Type' in value && typeof value['Node Type'] === 'string';
}

/**
 * PostgreSQL's plan for one recorded query with sequential scans made the last resort: a handful of
 * rows would otherwise always be read whole, so this shows whether an index *can* serve the query,
 * as a club with a million rows needs.
 */
export async function postgresQueryPlan(db: Db, query: RecordedQuery): Promise<PlanStep[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const result = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const plan: unknown = result.rows[0]?.['QUERY PLAN'];
    const first: unknown = Array.isArray(plan) ? plan[0] : undefined;
    const root: unknown = typeof first === 'object' && first !== null && 'Plan' in first ? first.Plan : undefined;
    if (!isPlanNode(root)) throw new Error(`No plan for ${query.sql}`);
    return steps(root, false);
  });
}

/** Settings tables that hold a handful of rows however big the club grows. */
const SMALL_TABLES = new Set(['club_settings', 'courses', 'course_tees', 'app_secrets']);

/**
 * The steps that read a whole table: a sequential scan even with those discouraged (no index
 * serves it), or an index read from end to end (no condition on it and no LIMIT to stop it).
 */
export function postgresFullScans(plan: readonly PlanStep[]): string[] {
  return plan
    .filter((step) => step.table !== undefined && !SMALL_TABLES.has(step.table))
    .filter((step) => step.type === 'Seq Scan' || (/^Index (Only )?Scan$/.test(step.type) && !step.indexCondition && !step.limited))
    .map((step) => `${step.type} on ${step.table ?? ''}`);
}
