import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import { buildApp } from '../server/app';
import type { Clock } from '../server/platform/core/clock';
import type { Pace } from '../server/platform/core/pace';
import { type Config, databaseLocation, loadConfig } from '../server/platform/config/config';
import type { Db } from '../server/platform/db/db';
import { startChangeStamp } from '../server/platform/db/change-stamp';
import { openDatabase } from '../server/platform/db/database';
import { inProcessFetch } from '../server/doors/site/page-renderer';
import { prepareDatabase } from '../server/startup';
import { type PhotoStore, photoStoreFor } from '../server/platform/uploads/photo-store';
import type { SecretBox } from '../server/platform/secrets/secret-box';
import { loadSecretsKey } from '../server/platform/secrets/secrets-key';
import type { AppRouter } from '../server/doors/trpc/app-router';
import { createEmptyTestDatabase, newTestDatabase, templateTestDatabase } from './test-database';
import { TEST_SECRETS_KEY } from './test-secrets';

export const TEST_ADMIN = { username: 'admin', password: 'admin-password-1' } as const;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The photos the app stored: UPLOADS_DIR on SQLite, the database on PostgreSQL. */
  photos: PhotoStore;
  /** The key the app seals its secrets with. */
  secrets: SecretBox;
  config: Config;
  dir: string;
  close: () => Promise<void>;
}

function testConfig(dir: string, env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DB_FILE: path.join(dir, 'club.sqlite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'silent',
    BACKUP_DIR: path.join(dir, 'backups'),
    BACKUP_INTERVAL_HOURS: '0',
    REMINDER_INTERVAL_MS: '0',
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...env,
  });
}

/** Settings that shape what a new database is seeded with (or sealed with): a test that sets one gets its own migrated file. */
const SEEDING_KEYS = /^(CLUB_|MEMBERSHIP_PRICE|FOUNDING_MEMBER_CAP|ADMIN_|SECRETS_KEY)/;

/** A whole app over a real, migrated database of its own (a copy of the worker's template), files in a temp folder. */
interface TestAppOptions {
  /**
   * A new copy of the template rather than a database an earlier test used and emptied (PostgreSQL):
   * for a test that reads query plans, which follow what the tables have held (the pages a deleted row leaves).
   */
  freshDatabase?: boolean;
  clock?: Clock;
  pace?: Pace;
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
  onRoute?: onRouteHookHandler;
}

export async function createTestApp(env: Record<string, string> = {}, { onQuery, freshDatabase = false, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-test-'));
  const ownSeed = Object.keys(env).some((key) => SEEDING_KEYS.test(key));
  const database = ownSeed ? newTestDatabase() : templateTestDatabase({ fresh: freshDatabase });
  const config = testConfig(dir, { ...database.env, ...env });
  if (ownSeed) await createEmptyTestDatabase(database);
  else await database.copyTemplate(config, testConfig);
  const db = openDatabase(databaseLocation(config), onQuery ? { onQuery } : {});
  const { box: secrets } = loadSecretsKey(config);
  if (ownSeed) await prepareDatabase(db, config, { secrets });
  // On PostgreSQL every test then runs with the read caches live, as a server does.
  else await startChangeStamp(db);
  const app = await buildApp({ config, db, logger: false, clientDir: path.join(dir, 'no-client'), secrets, ...options });
  return {
    app,
    db,
    photos: photoStoreFor(config, db),
    secrets,
    config,
    dir,
    close: async () => {
      await app.close();
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A typed tRPC client whose requests go through app.inject, cookie and all. */
export function trpcClient(app: FastifyInstance, cookie?: string) {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: 'http://localhost/trpc', fetch: inProcessFetch(app, { cookie }) })],
  });
}

/** The `name=value` pair of the session cookie a response set, for the next request. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = first?.split(';')[0];
  if (!pair) throw new Error('The response set no cookie');
  return pair;
}
