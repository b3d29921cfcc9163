import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { Config } from '../server/platform/config/config';
import type { Db } from '../server/platform/db/db';
import { openDatabase } from '../server/platform/db/database';
import { prepareDatabase } from '../server/startup';

/**
 * Where a test app's data lives. The `server` project gives each test a copy of a migrated SQLite
 * file; `server-postgres` gives each test a database of its own on a throwaway PostgreSQL cluster,
 * copied from a migrated template database (CREATE DATABASE ... TEMPLATE).
 */
export interface TestDatabase {
  /** Merged into the test's environment: DATABASE_URL on PostgreSQL, nothing on SQLite. */
  env: Record<string, string>;
  /** Copies the worker's migrated template into the test's own database. */
  copyTemplate: (config: Config, makeConfig: (dir: string, env: Record<string, string>) => Config) => Promise<void>;
  drop: () => Promise<void>;
}

const postgresUrl = inject('postgresUrl');

let sqliteTemplate: Promise<string> | undefined;
let postgresTemplate: Promise<string> | undefined;
let admin: Db | undefined;
let created = 0;
let copyStrategy: Promise<string> | undefined;

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

export function newTestDatabase(): TestDatabase {
  if (!postgresUrl) {
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
  created += 1;
  const name = `club_test_${process.pid}_${created}`;
  return {
    env: { DATABASE_URL: databaseUrl(name) },
    copyTemplate: async (_config, makeConfig) => {
      postgresTemplate ??= (async () => {
        const template = `club_template_${process.pid}`;
        await sql.raw(`create database ${template}`).execute(adminDb());
        const templateConfig = makeConfig(mkdtempSync(path.join(tmpdir(), 'club-template-')), { DATABASE_URL: databaseUrl(template) });
        const db = openDatabase(databaseUrl(template));
        await prepareDatabase(db, templateConfig);
        await db.destroy();
        return template;
      })();
      await sql.raw(`create database ${name} template ${await postgresTemplate}${await templateCopyStrategy()}`).execute(adminDb());
    },
    drop: async () => {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(adminDb());
    },
  };
}

/** Before a test that seeds its own database: on PostgreSQL the empty database has to exist first. */
export async function createEmptyTestDatabase(database: TestDatabase): Promise<void> {
  const url = database.env.DATABASE_URL;
  if (url) await sql.raw(`create database ${new URL(url).pathname.slice(1)}`).execute(adminDb());
}
