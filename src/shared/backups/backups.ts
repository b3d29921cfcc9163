/** Who backs the club up: the app (SQLite file and photos, one file each) or PostgreSQL's pg_dump. */
export type BackupKeeper = 'app' | 'pg_dump';

export const POSTGRES_BACKUP_MESSAGE = 'This club keeps its data in PostgreSQL: back it up with pg_dump, as the README shows.';
