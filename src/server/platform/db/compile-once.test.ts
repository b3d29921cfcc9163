import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { compileOnce, queryBuilder } from './compile-once';
import { engineOf } from './db';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const usernameOf = compileOnce({ id: -101 }, ({ id }) => queryBuilder.selectFrom('users').select('username').where('id', '=', id));

it('runs one compiled query with each call’s own values', async () => {
  const ann = await insertMember(t.db, { username: 'ann_once' });
  const bob = await insertMember(t.db, { username: 'bob_once' });
  expect(await usernameOf(t.db, { id: ann.id })).toEqual([{ username: 'ann_once' }]);
  expect(await usernameOf(t.db, { id: bob.id })).toEqual([{ username: 'bob_once' }]);
  expect(await usernameOf(t.db, { id: 999_999 })).toEqual([]);
});

it('puts each value where its slot is, however many times and in whatever order the query takes them, and keeps the query’s own values', async () => {
  const ann = await insertMember(t.db, { username: 'ann_slots' });
  const labelled = compileOnce({ id: -101, label: 'slot:label' }, ({ id, label }) =>
    queryBuilder
      .selectFrom('users')
      .select([sql<string>`${label} || '-' || users.username || '-' || ${label}`.as('text'), sql<number>`${7}`.as('seven')])
      .where('id', '=', id)
      .where('username', '!=', 'nobody'),
  );
  const [row] = await labelled(t.db, { label: 'x', id: ann.id });
  expect(row?.text).toBe('x-ann_slots-x');
  expect(Number(row?.seven)).toBe(7);
});

it('builds the query for the engine it runs on', async () => {
  const engines = compileOnce({ id: -101 }, ({ id }, engine) => queryBuilder.selectFrom('users').select(sql<string>`${engine}`.as('engine')).where('id', '=', id));
  const ann = await insertMember(t.db);
  expect(await engines(t.db, { id: ann.id })).toEqual([{ engine: engineOf(t.db) }]);
});

it('refuses slots sharing an example, and a slot the query does not take, before running anything', async () => {
  const same = compileOnce({ id: -101, other: -101 }, ({ id, other }) => queryBuilder.selectFrom('users').select('id').where('id', '=', id).where('id', '=', other));
  await expect(same(t.db, { id: 1, other: 2 })).rejects.toThrow('Slots id, other have the same example: give each its own');
  const unused = compileOnce({ id: -101, name: 'slot:name' }, ({ id }) => queryBuilder.selectFrom('users').select('id').where('id', '=', id));
  await expect(unused(t.db, { id: 1, name: 'x' })).rejects.toThrow('Slots name are not in the query');
});
