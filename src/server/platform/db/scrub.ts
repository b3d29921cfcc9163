import { sql } from 'kysely';
import { type Db, engineOf } from './db';

/**
 * After values were replaced (secrets sealed where they were in clear), SQLite may still hold the
 * old bytes in freed space and in its WAL. VACUUM writes every page of the file anew, without the
 * free ones, and the truncating checkpoint empties the WAL. Backups never carried freed space
 * (VACUUM INTO writes a compact copy); PostgreSQL keeps its data folder 0700 and its dumps hold
 * only live rows. Done once, when a start-up sealed something.
 */
export async function scrubFreedSpace(db: Db): Promise<void> {
  if (engineOf(db) !== 'sqlite') return;
  await sql`vacuum`.execute(db);
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
}
