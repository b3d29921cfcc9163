import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type Db, engineOf } from './db';
import { migrateToLatest, rollbackLatest } from './migrate';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** The club's tables and indexes by name (not SQLite's or Kysely's own). */
async function schemaNames(db: Db): Promise<string[]> {
  const { rows } =
    engineOf(db) === 'postgres'
      ? await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()
          union all select indexname from pg_indexes where schemaname = current_schema()`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type in ('table', 'index', 'trigger')`.execute(db);
  return rows
    .map((row) => row.name)
    .filter((name) => !/^(sqlite_|kysely_migration)/.test(name))
    .sort();
}

it('undoes every migration, newest first, down to an empty database, and applies them all again', async () => {
  const before = await schemaNames(t.db);
  const undone: string[] = [];
  for (let names = await rollbackLatest(t.db); names.length > 0; names = await rollbackLatest(t.db)) undone.push(...names);
  expect(undone.length).toBeGreaterThan(20);
  expect(undone).toEqual([...undone].sort().reverse());
  expect(await schemaNames(t.db)).toEqual([]);
  expect(await migrateToLatest(t.db)).toEqual([...undone].reverse());
  expect(await schemaNames(t.db)).toEqual(before);
});
