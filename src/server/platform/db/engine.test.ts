import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { engineOf } from './db';
import { openVerifiedDatabase } from './integrity';

// The `server-postgres` project runs the server tests again on PostgreSQL: this proves they do.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('runs the test app on the engine of its project, migrated and seeded', async () => {
  const onPostgres = inject('postgresUrl') !== undefined;
  expect(engineOf(t.db)).toBe(onPostgres ? 'postgres' : 'sqlite');
  const { rows } = await sql<{
    engine: string;
  }>`select ${sql.raw(onPostgres ? "split_part(version(), ' ', 1)" : "'SQLite ' || sqlite_version()")} as engine`.execute(t.db);
  expect(rows[0]?.engine).toMatch(onPostgres ? /^PostgreSQL$/ : /^SQLite 3\./);
  expect(await t.db.selectFrom('users').select('username').where('member_type', '=', 'admin').execute()).toEqual([{ username: 'admin' }]);
});

it('reads counts and sums as numbers on both engines', async () => {
  const row = await t.db
    .selectFrom('users')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('id').as('total')])
    .executeTakeFirstOrThrow();
  expect(row.count).toBe(1);
  expect(typeof row.total).toBe('number');
});

it('stops start-up with a plain message when PostgreSQL cannot be reached, password left out', async () => {
  await expect(openVerifiedDatabase('postgres://club:hunter2@127.0.0.1:1/club')).rejects.toThrow(
    /^The PostgreSQL database postgres:\/\/club:\*\*\*@127\.0\.0\.1:1\/club cannot be reached: .*Check DATABASE_URL and that the server is running\.$/,
  );
});
