// `npm run seed:demo`: a living demo club in the configured database. Safe to run twice.
import { databaseLocation, loadConfig } from '../src/server/platform/config/config';
import { openDatabase } from '../src/server/platform/db/database';
import { postgresAddressForPeople } from '../src/server/platform/db/postgres/postgres-database';
import { prepareDatabase } from '../src/server/startup';
import { firstAdminLines } from '../src/server/startup-summary';
import { type SeedContext, seedDeps } from './seed/seed-context';
import { seedApplications } from './seed/seed-applications';
import { seedEvents } from './seed/seed-events';
import { seedFeed } from './seed/seed-feed';
import { seedGolf } from './seed/seed-golf';
import { seedMatches } from './seed/seed-matches';
import { seedMembers } from './seed/seed-members';
import { seedMessages } from './seed/seed-messages';
import { seedReservations } from './seed/seed-reservations';
import { seedStatements } from './seed/seed-statements';
import { seedIdentity } from './seed/seed-identity';
import { seedOpenGames } from './seed/seed-open-games';
import { seedProfiles } from './seed/seed-profiles';
import { seedTournaments } from './seed/seed-tournaments';
import { loadSecretsKey } from '../src/server/platform/secrets/secrets-key';

// Each domain adds its seeder here, after the ones whose data it uses.
const seeders = [
  seedIdentity,
  seedMembers,
  seedProfiles,
  seedEvents,
  seedApplications,
  seedMessages,
  seedFeed,
  seedMatches,
  seedGolf,
  seedTournaments,
  seedOpenGames,
  seedReservations,
  seedStatements,
];

const config = loadConfig();
const db = openDatabase(databaseLocation(config));
const secrets = loadSecretsKey(config).box;
const { firstAdmin } = await prepareDatabase(db, config, { secrets });
const ctx: SeedContext = { db, config, deps: seedDeps(db, config, secrets), memberIds: new Map() };
for (const seed of seeders) await seed(ctx);
await db.destroy();
console.log(`Demo data is in ${config.DATABASE_URL ? postgresAddressForPeople(config.DATABASE_URL) : config.DB_FILE}.`);
// The seed may be what created the first admin: its password is shown here or never.
const adminLines = firstAdminLines(config, firstAdmin);
if (adminLines.length > 0) console.log(adminLines.join('\n'));
