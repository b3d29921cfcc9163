import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';

export const migrationsFolder = fileURLToPath(new URL('../../../db/migrations', import.meta.url));

/**
 * Like Kysely's FileMigrationProvider, but the import runs from our own module so the
 * TypeScript loader in use (tsx, or Vitest's) handles the .ts migration files.
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(migrationsFolder)).filter((file) => /\.(ts|js)$/.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const module: unknown = await import(pathToFileURL(path.join(migrationsFolder, file)).href);
      if (!isMigration(module)) throw new Error(`Migration ${file} must export up() and down()`);
      migrations[file.replace(/\.(ts|js)$/, '')] = module;
    }
    return migrations;
  },
};

function isMigration(value: unknown): value is Migration {
  return typeof value === 'object' && value !== null && 'up' in value && typeof value.up === 'function';
}

/** Runs every pending migration in db/migrations; throws when one fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
