import { sql } from 'kysely';
import { openDatabase } from '../../src/server/platform/db/database';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new, empty database beside the one `serverUrl` names (its user needs CREATEDB), for a bench
 * that must not write into a club's own data; dropped afterwards.
 */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<ScratchDatabase> {
  const admin = openDatabase(serverUrl);
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}
