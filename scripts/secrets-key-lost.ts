// `npm run secrets:key-lost`: the secrets key of this database is gone for good (a backup restored
// without it), so this server's key takes its place. Run with the site stopped; see
// docs/decisions/secrets-at-rest.md.
import { twoFactorSealedWithOtherKey } from '../src/server/domains/auth/two-factor/two-factor-secrets';
import { ConfigError, databaseLocation, loadConfig } from '../src/server/platform/config/config';
import { systemClock } from '../src/server/platform/core/clock';
import { openDatabase } from '../src/server/platform/db/database';
import { migrateToLatest } from '../src/server/platform/db/migrate';
import { loadSecretsKey, SecretsKeyError } from '../src/server/platform/secrets/secrets-key';
import { forgetLostSecretsKey } from '../src/server/platform/secrets/secrets.service';

async function main(): Promise<number> {
  const config = loadConfig();
  const { box } = loadSecretsKey(config);
  const db = openDatabase(databaseLocation(config));
  try {
    await migrateToLatest(db);
    const { lostKeyId, renewed } = await forgetLostSecretsKey(db, box, systemClock.now());
    if (lostKeyId === null) {
      console.log(`Nothing to do: this database's secrets are sealed with this server's key ${box.keyId} (${box.source}).`);
      return 0;
    }
    console.log(`This database's secrets are now sealed with key ${box.keyId} (${box.source}) instead of the lost key ${lostKeyId}.`);
    if (renewed.includes('mail-links')) console.log('  Mail links get a new signing key: unsubscribe links in e-mails sent before no longer work.');
    const unreadable = await twoFactorSealedWithOtherKey(db, box);
    if (unreadable.length > 0) {
      console.log(`  Two-factor codes of ${unreadable.join(', ')} cannot be checked: they sign in with a recovery code and set two-factor up again.`);
      console.log('  An admin without recovery codes: npm run admin:reset -- <username>.');
    }
    console.log(`  Keep a copy of the key (${box.source === 'SECRETS_KEY' ? 'the SECRETS_KEY value' : box.source}) apart from the backups.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof SecretsKeyError ? error.message : error);
    process.exit(1);
  },
);
