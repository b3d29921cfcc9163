import { expect, it } from 'vitest';
import { planSteps, postgresFullScans, postgresQueryPlan } from '../../../../test/postgres-query-plans';
import { explainEveryList } from '../../../../test/query-plan-lists';

// The PostgreSQL side of query-plans.test.ts: with sequential scans made the last resort, every
// list and search a member or admin pages through must be able to read an index, not every row.
it('no list or search has to read a whole table', async () => {
  const { lists, explained, problems } = await explainEveryList(async (db, query) => {
    const plan = await postgresQueryPlan(db, query);
    return { wholeTableReads: postgresFullScans(plan), plan: plan.map((step) => step.type).join(' | ') };
  });
  expect(explained).toBeGreaterThan(lists);
  expect(problems).toBe('');
});

it('tells a whole-table read from an index search or a walk stopped by a LIMIT', () => {
  const step = (type: string, indexCondition?: string, limited = false) => ({
    type,
    table: 'users',
    indexCondition,
    index: undefined,
    limited,
  });
  expect(postgresFullScans([step('Seq Scan')])).toEqual(['Seq Scan on users']);
  expect(postgresFullScans([step('Index Scan')])).toEqual(['Index Scan on users']);
  expect(postgresFullScans([step('Index Scan', undefined, true)])).toEqual([]);
  expect(postgresFullScans([step('Index Only Scan', '(id = $1)')])).toEqual([]);
  expect(postgresFullScans([step('Bitmap Heap Scan')])).toEqual([]);
  expect(postgresFullScans([{ ...step('Seq Scan'), table: 'club_settings' }])).toEqual([]);
  // A partial index of exactly the rows a list shows (the tournaments not finalised yet) is the answer.
  expect(postgresFullScans([{ ...step('Index Scan'), table: 'tournaments', index: 'tournaments_current' }])).toEqual([]);
  expect(postgresFullScans([{ ...step('Index Scan'), table: 'tournaments', index: 'tournaments_by_close' }])).toEqual(['Index Scan on tournaments']);
});

it('lets a LIMIT stop only what streams to it: not a subquery, nor what a sort reads first', () => {
  const scan = (relationship: string) => ({
    'Node Type': 'Index Only Scan',
    'Relation Name': 'account_entries',
    'Parent Relationship': relationship,
  });
  const users = { 'Node Type': 'Index Scan', 'Relation Name': 'users', 'Parent Relationship': 'Outer' };
  const limit = (child: object) => [{ Plan: { 'Node Type': 'Limit', Plans: [child] } }];
  expect(postgresFullScans(planSteps(limit(users)))).toEqual([]);
  expect(postgresFullScans(planSteps(limit({ ...users, Plans: [scan('SubPlan')] })))).toEqual(['Index Only Scan on account_entries']);
  expect(postgresFullScans(planSteps(limit({ 'Node Type': 'Sort', 'Parent Relationship': 'Outer', Plans: [users] })))).toEqual([
    'Index Scan on users',
  ]);
  expect(() => planSteps([{}])).toThrow('Not a PostgreSQL plan');
});
