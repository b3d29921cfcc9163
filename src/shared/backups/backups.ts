import type { z } from 'zod';
import type { backupKeeperSchema } from './backups.schema';

// The shape lives in backups.schema.ts; this file stays free of zod at run time for the client.
export type BackupKeeper = z.infer<typeof backupKeeperSchema>;

export const POSTGRES_BACKUP_MESSAGE = 'This club keeps its data in PostgreSQL: back it up with pg_dump, as the README shows.';

/**
 * What Admin > Backups says a backup holds (src/server/domains/backups/club-backups.ts): the whole
 * database and a full copy of the photos, never the secrets key (docs/decisions/secrets-at-rest.md).
 */
export const BACKUP_HOLDS =
  "Each backup is one file holding the whole database, with every member's personal details, payments, statements, scores and the audit log, and a full copy of every photo (posts, matches, events, the club's logo and hero picture).";

export const POSTGRES_BACKUP_HOLDS =
  "A pg_dump holds the whole database, with every member's personal details, payments, statements, scores and the audit log, and the photos, which a club on PostgreSQL keeps in the database.";

export const BACKUP_LEAVES_OUT_THE_KEY =
  'It does not hold the secrets key (SECRETS_KEY, or the file secrets.key beside the database), which seals the two-factor secrets and the key that signs mail links. Keep a copy of the key apart from the backups: a backup restored without it needs npm run secrets:key-lost, then members set up two-factor again (an admin without recovery codes: npm run admin:reset) and links in e-mails already sent stop working.';

export const BACKUP_PRIVACY =
  "Backup files are readable only by the server's own user. Something deleted on the site stays in the older backups until they are pruned, after about four weeks: download one only to keep it as safe as the server.";
