import { expect, it } from 'vitest';
import { postgresFullScans, postgresQueryPlan } from '../../test/postgres-query-plans';
import { explainEveryList } from '../../test/query-plan-lists';

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
    limited,
  });
  expect(postgresFullScans([step('Seq Scan')])).toEqual(['Seq Scan on users']);
  expect(postgresFullScans([step('Index Scan')])).toEqual(['Index Scan on users']);
  expect(postgresFullScans([step('Index Scan', undefined, true)])).toEqual([]);
  expect(postgresFullScans([step('Index Only Scan', '(id = $1)')])).toEqual([]);
  expect(postgresFullScans([step('Bitmap Heap Scan')])).toEqual([]);
  expect(postgresFullScans([{ ...step('Seq Scan'), table: 'club_settings' }])).toEqual([]);
});
