import { purgeExpiredSessions } from './domains/auth/session.service';
import { sealTwoFactorSecrets, twoFactorSealedWithOtherKey } from './domains/auth/two-factor/two-factor-secrets';
import { ensureClubSettings } from './domains/club/club-settings.service';
import type { Config } from './platform/config/config';
import type { Db } from './platform/db/db';
import { startChangeStamp } from './platform/db/change-stamp';
import { migrateToLatest } from './platform/db/migrate';
import { scrubFreedSpace } from './platform/db/scrub';
import { inTransaction } from './platform/db/transaction';
import type { SecretBox } from './platform/secrets/secret-box';
import { loadSecretsKey } from './platform/secrets/secrets-key';
import { claimSecretsKey, sealAppSecrets } from './platform/secrets/secrets.service';
import { ensureFirstAdmin, type FirstAdmin } from './domains/users/bootstrap-admin';
import { type Clock, systemClock } from './platform/core/clock';

interface PrepareOptions {
  clock?: Clock;
  /** The key that seals the database's secrets; by default SECRETS_KEY or the key file (made when missing). */
  secrets?: SecretBox;
}

export interface PreparedDatabase {
  firstAdmin: FirstAdmin | null;
  /** Members whose two-factor secret was sealed with a key declared lost: their app codes cannot be checked. */
  twoFactorUnreadable: string[];
}

/**
 * Seals what is still in clear and checks the key, in one transaction: a migration cannot do it, as
 * the key is kept outside the database and migrations never import the app. Run at every start,
 * it finds nothing to seal after the first; on a database sealed with another key it stops
 * (SecretsKeyMismatchError) before anything is changed.
 */
export async function sealSecretsAtRest(db: Db, secrets: SecretBox, now: Date): Promise<{ sealed: number; twoFactorUnreadable: string[] }> {
  const result = await inTransaction(db, async (trx) => {
    await claimSecretsKey(trx, secrets, now);
    const sealed = (await sealAppSecrets(trx, secrets)) + (await sealTwoFactorSecrets(trx, secrets));
    return { sealed, twoFactorUnreadable: await twoFactorSealedWithOtherKey(trx, secrets) };
  });
  // The values in clear are replaced; their old bytes must not linger in the file's freed pages.
  if (result.sealed > 0) await scrubFreedSpace(db);
  return result;
}

/** Brings a database (new or old) up to date before the app serves it; tells whether it created the first admin. */
export async function prepareDatabase(db: Db, config: Config, options: PrepareOptions = {}): Promise<PreparedDatabase> {
  const now = (options.clock ?? systemClock).now();
  await migrateToLatest(db);
  const { twoFactorUnreadable } = await sealSecretsAtRest(db, options.secrets ?? loadSecretsKey(config).box, now);
  await ensureClubSettings(db, config, now);
  const firstAdmin = await ensureFirstAdmin(db, config, now);
  await purgeExpiredSessions(db, now);
  await startChangeStamp(db);
  return { firstAdmin, twoFactorUnreadable };
}
