// `npm run backup`: a backup of the database (online backup API) and the photos, now, in BACKUP_DIR.
import { takeClubBackup, pruneClubBackups } from '../src/server/domains/backups/club-backups';
import { loadConfig } from '../src/server/platform/config/config';
import { POSTGRES_BACKUP_MESSAGE } from '../src/shared/backups/backups';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(POSTGRES_BACKUP_MESSAGE);
  process.exit(1);
}
const backup = await takeClubBackup(config, new Date());
const removed = pruneClubBackups(config);
console.log(`Backup written: ${config.BACKUP_DIR}/${backup.name} (${Math.ceil(backup.sizeBytes / 1024)} KB).`);
if (removed.length > 0) console.log(`Older backups removed (7 daily and 4 weekly are kept): ${removed.join(', ')}`);
