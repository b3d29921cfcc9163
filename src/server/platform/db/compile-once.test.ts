import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { compileOnce, queryBuilder } from './compile-once';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const usernameOf = compileOnce(queryBuilder.selectFrom('users').select('username').where('id', '=', 0));

it('runs one compiled query with each call’s own values', async () => {
  const ann = await insertMember(t.db, { username: 'ann_once' });
  const bob = await insertMember(t.db, { username: 'bob_once' });
  expect(await usernameOf(t.db, [ann.id])).toEqual([{ username: 'ann_once' }]);
  expect(await usernameOf(t.db, [bob.id])).toEqual([{ username: 'bob_once' }]);
  expect(await usernameOf(t.db, [999_999])).toEqual([]);
});

it('refuses the wrong number of values instead of running a different query', async () => {
  await expect(usernameOf(t.db, [])).rejects.toThrow('Expected 1 parameters');
  await expect(usernameOf(t.db, [1, 2])).rejects.toThrow('Expected 1 parameters');
});
