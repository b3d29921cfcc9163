import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { Config } from '../server/platform/config/config';
import type { Db } from '../server/platform/db/db';
import { openDatabase } from '../server/platform/db/database';
import { prepareDatabase } from '../server/startup';
import { installTestReset, resetTestDatabase } from './postgres-reset';

/**
 * Where a test app's data lives. The `server` project gives each test a copy of a migrated SQLite
 * file; `server-postgres` gives each test a database of its own on a throwaway PostgreSQL cluster:
 * one the worker's last test was done with, put back to the template's rows (`postgres-reset.ts`),
 * or else a new copy of the migrated template database (CREATE DATABASE ... TEMPLATE).
 */
export interface TestDatabase {
  /** Merged into the test's environment: DATABASE_URL on PostgreSQL, nothing on SQLite. */
  env: Record<string, string>;
  /** Makes the test's own database hold what the worker's migrated template holds. */
  copyTemplate: (config: Config, makeConfig: (dir: string, env: Record<string, string>) => Config) => Promise<void>;
  /** Done with it: on PostgreSQL a copy of the template goes back to the worker for the next test, put back as it was. */
  drop: () => Promise<void>;
}

const postgresUrl = inject('postgresUrl');

let sqliteTemplate: Promise<string> | undefined;
let template: Promise<string> | undefined;
let admin: Db | undefined;
let created = 0;
let copyStrategy: Promise<string> | undefined;
/** This worker's databases that hold the template's rows again, free for the next test. */
const idle: string[] = [];

function databaseUrl(name: string): string {
  if (!postgresUrl) throw new Error('No PostgreSQL cluster for this project');
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function adminDb(): Db {
  if (!postgresUrl) throw new Error('No PostgreSQL cluster for this project');
  admin ??= openDatabase(postgresUrl);
  return admin;
}

/**
 * How CREATE DATABASE copies the template: PostgreSQL 15's default (WAL_LOG) writes the copy through
 * the write-ahead log, 37-84 ms for our 10 MB template against 25-27 ms for FILE_COPY, whose
 * checkpoint costs little on the throwaway cluster (fsync off); its drop was quicker too (12 against
 * 20-40 ms). Older servers copy files anyway and know no STRATEGY.
 */
function templateCopyStrategy(): Promise<string> {
  copyStrategy ??= sql<{ server_version_num: string }>`show server_version_num`
    .execute(adminDb())
    .then(({ rows }) => (Number(rows[0]?.server_version_num ?? 0) >= 150000 ? ' strategy file_copy' : ''));
  return copyStrategy;
}

/** A database of its own with nothing in it yet (see createEmptyTestDatabase), dropped when done. */
export function newTestDatabase(): TestDatabase {
  if (!postgresUrl) return sqliteCopy();
  const name = newName();
  return { env: { DATABASE_URL: databaseUrl(name) }, copyTemplate: () => Promise.reject(new Error('An empty test database has no template')), drop: () => dropDatabase(name) };
}

function newName(): string {
  created += 1;
  return `club_test_${process.pid}_${created}`;
}

function dropDatabase(name: string): Promise<void> {
  return sql
    .raw(`drop database if exists ${name} with (force)`)
    .execute(adminDb())
    .then(() => undefined);
}

function postgresTemplate(makeConfig: (dir: string, env: Record<string, string>) => Config): Promise<string> {
  template ??= (async () => {
    const name = `club_template_${process.pid}`;
    await sql.raw(`create database ${name}`).execute(adminDb());
    const templateConfig = makeConfig(mkdtempSync(path.join(tmpdir(), 'club-template-')), { DATABASE_URL: databaseUrl(name) });
    const db = openDatabase(databaseUrl(name));
    await prepareDatabase(db, templateConfig);
    await installTestReset(db);
    await db.destroy();
    return name;
  })();
  return template;
}

/** A database holding the worker's migrated template: SQLite's file copied, or on PostgreSQL one used before and put back, or a new copy. */
export function templateTestDatabase({ fresh }: { fresh: boolean }): TestDatabase {
  if (!postgresUrl) return sqliteCopy();
  const reused = fresh ? undefined : idle.pop();
  const name = reused ?? newName();
  const url = databaseUrl(name);
  return {
    env: { DATABASE_URL: url },
    copyTemplate: async (_config, makeConfig) => {
      if (reused) return;
      await sql.raw(`create database ${name} template ${await postgresTemplate(makeConfig)}${await templateCopyStrategy()}`).execute(adminDb());
    },
    drop: async () => {
      if (await resetTestDatabase(url)) idle.push(name);
      else await dropDatabase(name);
    },
  };
}

function sqliteCopy(): TestDatabase {
  return {
    env: {},
    copyTemplate: async (config, makeConfig) => {
      sqliteTemplate ??= (async () => {
        const templateConfig = makeConfig(mkdtempSync(path.join(tmpdir(), 'club-template-')), {});
        const db = openDatabase(templateConfig.DB_FILE);
        await prepareDatabase(db, templateConfig);
        // Closing checkpoints the WAL, so the one file holds everything.
        await db.destroy();
        return templateConfig.DB_FILE;
      })();
      copyFileSync(await sqliteTemplate, config.DB_FILE);
    },
    drop: () => Promise.resolve(),
  };
}

/** Before a test that seeds its own database: on PostgreSQL the empty database has to exist first. */
export async function createEmptyTestDatabase(database: TestDatabase): Promise<void> {
  const url = database.env.DATABASE_URL;
  if (url) await sql.raw(`create database ${new URL(url).pathname.slice(1)}`).execute(adminDb());
}
