import type { z } from 'zod';
import type { backupKeeperSchema } from './backups.schema';

// The shape lives in backups.schema.ts; this file stays free of zod at run time for the client.
export type BackupKeeper = z.infer<typeof backupKeeperSchema>;

export const POSTGRES_BACKUP_MESSAGE = 'This club keeps its data in PostgreSQL: back it up with pg_dump, as the README shows.';
