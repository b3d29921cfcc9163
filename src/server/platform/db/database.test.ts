import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './database';

const dir = mkdtempSync(path.join(tmpdir(), 'club-db-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('gives right answers through the statement cache: repeated SQL, more SQL than the cache holds, a schema change', async () => {
  const db = openDatabase(path.join(dir, 'club.sqlite'));
  await sql`create table numbers (n integer)`.execute(db);
  await sql`insert into numbers values (1), (2), (3)`.execute(db);
  const query = sql<{ n: number }>`select n from numbers order by n`;
  expect((await query.execute(db)).rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);

  // 600 distinct statements: past the cache's bound, which starts it over.
  for (let i = 0; i < 600; i++) expect((await sql<{ v: number }>`select ${sql.lit(i)} as v`.execute(db)).rows).toEqual([{ v: i }]);

  // A cached statement is prepared again by SQLite after the table it reads changes shape.
  await sql`alter table numbers add column m integer default 7`.execute(db);
  expect((await sql<{ n: number; m: number }>`select * from numbers order by n`.execute(db)).rows[0]).toEqual({ n: 1, m: 7 });
  expect((await query.execute(db)).rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  await db.destroy();
});
