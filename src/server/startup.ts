import type { FastifyBaseLogger } from 'fastify';
import { purgeExpiredSessions } from './auth/session.service';
import { ensureClubSettings } from './club/club-settings.service';
import type { Config } from './config';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureFirstAdmin } from './users/bootstrap-admin';

/** Brings a database (new or old) up to date before the app serves it. */
export async function prepareDatabase(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  await migrateToLatest(db);
  await ensureClubSettings(db, config);
  await ensureFirstAdmin(db, config, log);
  await purgeExpiredSessions(db);
}
