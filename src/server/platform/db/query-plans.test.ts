import { expect, it } from 'vitest';
import { explainEveryList } from '../../../test/query-plan-lists';
import { fullScans, queryPlan } from '../../../test/query-plans';

// SQLite plans from the schema alone (no ANALYZE statistics), so a handful of rows shows the plan
// a club with a million posts gets. Every list and search a member or admin pages through must
// read an index, not every row.
it('no list or search reads a whole table', async () => {
  const { lists, explained, problems } = await explainEveryList(async (db, query) => {
    const plan = await queryPlan(db, query);
    return { wholeTableReads: fullScans(query, plan), plan: plan.join(' | ') };
  });
  expect(explained).toBeGreaterThan(lists);
  expect(problems).toBe('');
});

it('tells a full scan from a walk along an index', () => {
  const query = (sql: string) => ({ sql, parameters: [] });
  expect(fullScans(query('select * from users where lower(username) like ?'), ['SCAN users'])).toEqual(['SCAN users']);
  expect(fullScans(query('select count(*) from audit_log'), ['SCAN audit_log USING COVERING INDEX a'])).toHaveLength(1);
  expect(fullScans(query('select * from feed_posts order by created_at desc limit ?'), ['SCAN feed_posts USING INDEX f'])).toEqual([]);
  expect(fullScans(query('select * from users order by "id" limit ?'), ['SCAN users'])).toEqual([]);
  expect(fullScans(query('select * from users where id = ?'), ['SEARCH users USING INTEGER PRIMARY KEY (rowid=?)'])).toEqual([]);
  // The outer LIMIT does not stop a subquery: it runs whole.
  const owing = query('select * from users where id in (select user_id from account_entries group by user_id) order by id limit ?');
  expect(fullScans(owing, ['SEARCH users USING INTEGER PRIMARY KEY (rowid=?)', 'LIST SUBQUERY 1 > SCAN account_entries USING INDEX a'])).toHaveLength(1);
  // ...unless all it reads is a partial index of exactly the rows listed: the members who owe.
  expect(fullScans(owing, ['LIST SUBQUERY 1 > SCAN member_balances USING INDEX member_balances_due'])).toEqual([]);
});
