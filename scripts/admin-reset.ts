// `npm run admin:reset -- <username>`: a new random password for an admin, printed once; their second factor is cleared and their sessions end.
import { AppError } from '../src/server/platform/core/app-error';
import { databaseLocation, loadConfig } from '../src/server/platform/config/config';
import { openDatabase } from '../src/server/platform/db/database';
import { migrateToLatest } from '../src/server/platform/db/migrate';
import { resetAdminPassword } from '../src/server/domains/auth/admin-reset.service';
import { systemClock } from '../src/server/platform/core/clock';

async function main(username: string | undefined): Promise<number> {
  if (!username) {
    console.error('Usage: npm run admin:reset -- <username>');
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(databaseLocation(config));
  try {
    await migrateToLatest(db);
    const reset = await resetAdminPassword({ db, clock: systemClock }, username);
    console.log(`\n  New password for admin "${reset.username}" (shown once; their other sessions have ended):\n    ${reset.password}\n`);
    if (reset.clearedTwoFactor) console.log('  Their two-factor authentication is off: they set it up again under My Profile, Security.\n');
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
