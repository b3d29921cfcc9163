import { afterAll, beforeAll, expect, it } from 'vitest';
import { listsToExplain } from '../../test/query-plan-lists';
import { fullScans, queryPlan, queryRecorder } from '../../test/query-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

// SQLite plans from the schema alone (no ANALYZE statistics), so a handful of rows shows the plan
// a club with a million posts gets. Every list and search a member or admin pages through must
// read an index, not every row.
let t: TestApp;
const recorder = queryRecorder();
let lists: Array<[string, () => Promise<unknown>]> = [];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: recorder.onQuery });
  lists = await listsToExplain(t);
});
afterAll(() => t.close());

it('no list or search reads a whole table', async () => {
  const problems: string[] = [];
  let explained = 0;
  recorder.take();
  for (const [name, list] of lists) {
    await list();
    for (const query of recorder.take()) {
      const plan = await queryPlan(t.db, query);
      explained++;
      const scans = fullScans(query, plan);
      if (scans.length > 0) problems.push(`${name}: ${scans.join('; ')}\n  ${query.sql}\n  plan: ${plan.join(' | ')}`);
    }
  }
  expect(explained).toBeGreaterThan(lists.length);
  expect(problems.join('\n\n')).toBe('');
});

it('tells a full scan from a walk along an index', () => {
  const query = (sql: string) => ({ sql, parameters: [] });
  expect(fullScans(query('select * from users where lower(username) like ?'), ['SCAN users'])).toEqual(['SCAN users']);
  expect(fullScans(query('select count(*) from audit_log'), ['SCAN audit_log USING COVERING INDEX a'])).toHaveLength(1);
  expect(fullScans(query('select * from feed_posts order by created_at desc limit ?'), ['SCAN feed_posts USING INDEX f'])).toEqual([]);
  expect(fullScans(query('select * from users order by "id" limit ?'), ['SCAN users'])).toEqual([]);
  expect(fullScans(query('select * from users where id = ?'), ['SEARCH users USING INTEGER PRIMARY KEY (rowid=?)'])).toEqual([]);
});
