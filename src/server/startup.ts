import { purgeExpiredSessions } from './domains/auth/session.service';
import { ensureClubSettings } from './domains/club/club-settings.service';
import type { Config } from './platform/config/config';
import type { Db } from './platform/db/db';
import { startChangeStamp } from './platform/db/change-stamp';
import { migrateToLatest } from './platform/db/migrate';
import { ensureFirstAdmin, type FirstAdmin } from './domains/users/bootstrap-admin';
import { type Clock, systemClock } from './platform/core/clock';

/** Brings a database (new or old) up to date before the app serves it; tells whether it created the first admin. */
export async function prepareDatabase(db: Db, config: Config, clock: Clock = systemClock): Promise<{ firstAdmin: FirstAdmin | null }> {
  const now = clock.now();
  await migrateToLatest(db);
  await ensureClubSettings(db, config, now);
  const firstAdmin = await ensureFirstAdmin(db, config, now);
  await purgeExpiredSessions(db, now);
  await startChangeStamp(db);
  return { firstAdmin };
}
