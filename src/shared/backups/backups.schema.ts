import { z } from 'zod';

export const clubBackupSchema = z.object({
  name: z.string(),
  sizeBytes: z.number(),
  /** ISO instant the backup was taken. */
  takenAt: z.string(),
});
export type ClubBackup = z.infer<typeof clubBackupSchema>;

/** Who backs the club up: the app (SQLite file and photos, one file each) or PostgreSQL's pg_dump. */
export const backupKeeperSchema = z.enum(['app', 'pg_dump']);
