// `npm run restore -- <backup file>`: puts a backup's database and photos back. Stop the club website first.
import { existsSync } from 'node:fs';
import { restoreClubBackup } from '../src/server/domains/backups/club-backups';
import { loadConfig } from '../src/server/platform/config/config';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(`Usage: npm run restore -- <backup file>${file ? `\nThere is no file ${file}.` : ''}`);
  process.exit(1);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('This club keeps its data in PostgreSQL: restore it with pg_restore, as the README shows.');
  process.exit(1);
}
try {
  await restoreClubBackup(config, file);
  console.log(`Restored ${file} into ${config.DB_FILE} and ${config.UPLOADS_DIR}. Start the club website again.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
