import { afterAll, beforeAll, expect, it } from 'vitest';
import { postgresFullScans, postgresQueryPlan } from '../../test/postgres-query-plans';
import { listsToExplain } from '../../test/query-plan-lists';
import { queryRecorder } from '../../test/query-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

// The PostgreSQL side of query-plans.test.ts: with sequential scans made the last resort, every
// list and search a member or admin pages through must be able to read an index, not every row.
let t: TestApp;
const recorder = queryRecorder();
let lists: Array<[string, () => Promise<unknown>]> = [];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: recorder.onQuery });
  lists = await listsToExplain(t);
});
afterAll(() => t.close());

it('no list or search has to read a whole table', async () => {
  const problems: string[] = [];
  let explained = 0;
  recorder.take();
  for (const [name, list] of lists) {
    await list();
    for (const query of recorder.take()) {
      const plan = await postgresQueryPlan(t.db, query);
      explained++;
      const scans = postgresFullScans(plan);
      if (scans.length > 0)
        problems.push(`${name}: ${scans.join('; ')}\n  ${query.sql}\n  plan: ${plan.map((step) => step.type).join(' | ')}`);
    }
  }
  expect(explained).toBeGreaterThan(lists.length);
  expect(problems.join('\n\n')).toBe('');
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
