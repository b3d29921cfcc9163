import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { insertEventRow } from '../../src/server/events/events.repository';
import { listPublicEvents } from '../../src/server/events/events.service';
import { prepareDatabase } from '../../src/server/startup';
import type { Db } from '../../src/server/db/database';

interface BenchServers {
  appUrl: string;
  bareUrl: string;
  close: () => Promise<void>;
}

const HOUR = 60 * 60 * 1000;

/** The whole app on a temp SQLite file with `eventCount` events, and a bare Fastify route beside it. */
export async function startBenchServers(eventCount: number): Promise<BenchServers> {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DB_FILE: path.join(dir, 'club.sqlite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    ADMIN_PASSWORD: 'bench-admin-password',
    LOG_LEVEL: 'silent',
  });
  const db = openDatabase(config.DB_FILE);
  const app = await buildApp({ config, db, logger: false, clientDir: path.join(dir, 'no-client') });
  await prepareDatabase(db, config);
  await seedEvents(db, eventCount);

  // The same JSON the REST route answers, fetched once: the bare route does no database work.
  const payload = await listPublicEvents(db);
  const bare = Fastify({ logger: false });
  bare.get('/bare', () => payload);

  const appUrl = await listen(app);
  const bareUrl = `${await listen(bare)}/bare`;
  return {
    appUrl,
    bareUrl,
    close: async () => {
      await Promise.all([app.close(), bare.close()]);
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address: AddressInfo | string | null = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The bench server has no TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/** Events across the coming weeks; every fifth is members-only, so the public list filters. */
async function seedEvents(db: Db, count: number): Promise<void> {
  const start = Date.UTC(2026, 11, 1, 9);
  for (let i = 0; i < count; i++) {
    const startDate = start + i * 13 * HOUR;
    await insertEventRow(db, {
      title: `Bench event ${i + 1}`,
      description: 'Eighteen holes on the simulator, then dinner at the clubhouse.',
      start_date: new Date(startDate).toISOString(),
      end_date: new Date(startDate + 3 * HOUR).toISOString(),
      location: i % 2 === 0 ? 'Clubhouse' : 'Golf Course',
      category: ['Tournament', 'Social', 'Meeting'][i % 3] ?? 'Social',
      visibility: i % 5 === 4 ? 'members' : 'public',
      created_at: new Date().toISOString(),
    });
  }
}
