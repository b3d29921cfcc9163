import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertMember } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createEmptyTestDatabase, newTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { clubTablesInCopyOrder, countRows } from '../club-copy.repository';
import type { Db } from '../db';
import { openDatabase } from '../database';
import { readKeptCount } from '../row-counts.repository';

// `npm run db -- copy-to postgres://...` on the demo club: every table and photo arrives, and the
// club then runs on PostgreSQL.
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'club-copy-'));
const env = { ...process.env, DB_FILE: path.join(dir, 'club.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads'), LOG_LEVEL: 'silent' };
let target: TestDatabase;
let url: string;
let copied: { stdout: string };

async function dbScript(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    return { code: 0, ...(await run('node', ['--import', 'tsx', path.join(root, 'scripts/db.ts'), ...args], { cwd: root, env })) };
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && 'stdout' in error && 'stderr' in error) {
      return { code: Number(error.code), stdout: String(error.stdout), stderr: String(error.stderr) };
    }
    throw error;
  }
}

beforeAll(async () => {
  await run('node', ['--import', 'tsx', path.join(root, 'scripts/seed-demo.ts')], { cwd: root, env });
  target = newTestDatabase();
  await createEmptyTestDatabase(target);
  url = target.env.DATABASE_URL ?? '';
  const result = await dbScript(['copy-to', url]);
  expect(result).toMatchObject({ code: 0 });
  copied = result;
}, 60_000);

afterAll(async () => {
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function withBoth<T>(work: (source: Db, copy: Db) => Promise<T>): Promise<T> {
  const source = openDatabase(env.DB_FILE);
  const copy = openDatabase(url);
  try {
    return await work(source, copy);
  } finally {
    await source.destroy();
    await copy.destroy();
  }
}

it('copies every table with its rows, counts them on both sides, and says how to switch', async () => {
  expect(copied.stdout).toContain('Every table arrived whole. Set DATABASE_URL=');
  await withBoth(async (source, copy) => {
    const tables = await clubTablesInCopyOrder(source);
    expect(tables).toEqual(expect.arrayContaining(['users', 'feed_posts', 'matches', 'match_scores', 'events', 'account_entries']));
    for (const table of tables.filter((name) => name !== 'photos')) {
      expect(await countRows(copy, table), table).toBe(await countRows(source, table));
      expect(copied.stdout).toMatch(new RegExp(`${table} +(\\d+) -> +\\1\\b`));
    }
    expect(await countRows(source, 'users')).toBeGreaterThan(1);
    // The target's own triggers counted the arriving rows.
    expect(await readKeptCount(copy, 'members')).toBe(await countRows(source, 'users'));
    // PostgreSQL numbers new rows after the copied ids.
    const { max } = await copy
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    expect((await insertMember(copy)).id).toBeGreaterThan(Number(max));
  });
});

it('moves the photos into the database, where the club now serves them from', async () => {
  // The test app over the copied database (its own fresh one stays unused).
  const t: TestApp = await createTestApp({ DATABASE_URL: url });
  try {
    const { logo_file: logo } = await t.db.selectFrom('club_settings').select('logo_file').executeTakeFirstOrThrow();
    const file = `${logo ?? ''}-128.png`;
    const served = await t.app.inject({ url: `/club-images/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(readFileSync(path.join(env.UPLOADS_DIR, 'club', file)))).toBe(true);
  } finally {
    await t.close();
  }
});

it('refuses to copy into a database that already has tables, and changes nothing', async () => {
  const before = await withBoth((_source, copy) => countRows(copy, 'feed_posts'));
  const again = await dbScript(['copy-to', url]);
  expect(again.code).toBe(2);
  expect(again.stderr).toContain('already has tables: copy-to fills an empty database only.');
  expect(await withBoth((_source, copy) => countRows(copy, 'feed_posts'))).toBe(before);
});
