import { purgeExpiredSessions } from './auth/session.service';
import { ensureClubSettings } from './club/club-settings.service';
import type { Config } from './config';
import { type Db, startChangeStamp } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureFirstAdmin, type FirstAdmin } from './users/bootstrap-admin';

/** Brings a database (new or old) up to date before the app serves it; tells whether it created the first admin. */
export async function prepareDatabase(db: Db, config: Config): Promise<{ firstAdmin: FirstAdmin | null }> {
  await migrateToLatest(db);
  await ensureClubSettings(db, config);
  const firstAdmin = await ensureFirstAdmin(db, config);
  await purgeExpiredSessions(db);
  await startChangeStamp(db);
  return { firstAdmin };
}
