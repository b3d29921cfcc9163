import { sql } from 'kysely';
import type { Db } from './db';
import { openDatabase } from './database';
import { isPostgresUrl, postgresAddressForPeople } from './postgres/postgres-database';

/** Start-up stops with this readable message instead of a stack trace or a site with broken pages. */
export class DatabaseDamagedError extends Error {}

function restoreHint(file: string): string {
  return `Stop here and restore the club from its latest backup (npm run restore -- <backup file>, from BACKUP_DIR), or move ${file} away to start an empty club.`;
}

/** Opens the club's database and runs PRAGMA quick_check first: a damaged file is named, not served. */
export async function openVerifiedDatabase(file: string): Promise<Db> {
  if (isPostgresUrl(file)) return openReachablePostgres(file);
  let db: Db;
  try {
    db = openDatabase(file);
  } catch (error) {
    throw new DatabaseDamagedError(`The database file ${file} cannot be read: ${error instanceof Error ? error.message : String(error)}. ${restoreHint(file)}`);
  }
  try {
    await checkDatabaseIntegrity(db, file);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}

async function checkDatabaseIntegrity(db: Db, file: string): Promise<void> {
  let problems: string[];
  try {
    const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
    problems = rows.map((row) => row.quick_check).filter((line) => line !== 'ok');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseDamagedError(`The database file ${file} cannot be read: ${reason}. ${restoreHint(file)}`);
  }
  if (problems.length > 0) {
    throw new DatabaseDamagedError(`The database file ${file} is damaged (${problems.slice(0, 3).join('; ')}). ${restoreHint(file)}`);
  }
}

/** PostgreSQL checks its own pages; at start we only make sure it answers, and say so plainly when it does not. */
async function openReachablePostgres(url: string): Promise<Db> {
  const db = openDatabase(url);
  try {
    await sql`select 1`.execute(db);
    return db;
  } catch (error) {
    await db.destroy().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseDamagedError(
      `The PostgreSQL database ${postgresAddressForPeople(url)} cannot be reached: ${reason}. Check DATABASE_URL and that the server is running.`,
    );
  }
}
