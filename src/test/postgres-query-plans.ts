import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../server/platform/db/db';
import { ANSWER_INDEXES, type RecordedQuery } from './query-plans';

/** One step of a PostgreSQL plan (EXPLAIN (FORMAT JSON)), as far as the test reads it. */
export interface PlanStep {
  type: string;
  table: string | undefined;
  indexCondition: string | undefined;
  index: string | undefined;
  /** Under a Limit: an index walked in the list's order stops at the page's end. */
  limited: boolean;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/**
 * Steps that hand their rows on as they read them, so a Limit above stops what is below. A sort,
 * an aggregate or a hash reads all of its input first, and a subquery (SubPlan, InitPlan) runs
 * whole whatever the outer query's LIMIT.
 */
const STREAMING = new Set(['Limit', 'Nested Loop', 'Result', 'Subquery Scan', 'Append', 'Merge Append', 'Unique', 'Incremental Sort']);

function steps(node: PlanNode, limited: boolean): PlanStep[] {
  const stopped =
    (limited && node['Parent Relationship'] !== 'SubPlan' && node['Parent Relationship'] !== 'InitPlan') || node['Node Type'] === 'Limit';
  const step = { type: node['Node Type'], table: node['Relation Name'], indexCondition: node['Index Cond'], index: node['Index Name'], limited: stopped };
  const passesOn = stopped && STREAMING.has(node['Node Type']);
  return [step, ...(node.Plans ?? []).flatMap((child) => steps(child, passesOn))];
}

function isPlanNode(value: unknown): value is PlanNode {
  return typeof value === 'object' && value !== null && 'Node Type' in value && typeof value['Node Type'] === 'string';
}

/** The steps of an EXPLAIN (FORMAT JSON) answer, each marked whether a LIMIT stops it. */
export function planSteps(plan: unknown): PlanStep[] {
  const first: unknown = Array.isArray(plan) ? plan[0] : undefined;
  const root: unknown = typeof first === 'object' && first !== null && 'Plan' in first ? first.Plan : undefined;
  if (!isPlanNode(root)) throw new Error('Not a PostgreSQL plan');
  return steps(root, false);
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
    return planSteps(result.rows[0]?.['QUERY PLAN']);
  });
}

/** Settings tables that hold a handful of rows however big the club grows. */
const SMALL_TABLES = new Set(['club_settings', 'courses', 'course_tees', 'app_secrets']);

/**
 * The steps that read a whole table: a sequential scan even with those discouraged (no index
 * serves it), or an index read from end to end (no condition on it and no LIMIT to stop it) unless
 * it is a partial index of exactly the rows listed.
 */
export function postgresFullScans(plan: readonly PlanStep[]): string[] {
  return plan
    .filter((step) => step.table !== undefined && !SMALL_TABLES.has(step.table))
    .filter(
      (step) =>
        step.type === 'Seq Scan' ||
        (/^Index (Only )?Scan$/.test(step.type) && !step.indexCondition && !step.limited && !ANSWER_INDEXES.has(step.index ?? '')),
    )
    .map((step) => `${step.type} on ${step.table ?? ''}`);
}
