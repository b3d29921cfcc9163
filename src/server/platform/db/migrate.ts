import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { ensureChangeNotices } from './postgres/change-notices.repository';
import { type Db, engineOf } from './db';

/**
 * The migrations beside this code: db/migrations/*.ts when it runs from source (tsx, Vitest), the
 * compiled dist/server/migrations/*.js when it runs as the built server (scripts/server-build.mjs).
 */
const migrationsFolder = fileURLToPath(
  import.meta.url.endsWith('.ts') ? new URL('../../../../db/migrations', import.meta.url) : new URL('./migrations', import.meta.url),
);

/**
 * Like Kysely's FileMigrationProvider, but the import runs from our own module so the
 * TypeScript loader in use (tsx, or Vitest's) handles the .ts migration files. A migration's
 * module is imported only when it runs: a start with nothing pending loads none of them.
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(migrationsFolder)).filter((file) => /\.(ts|js)$/.test(file)).sort();
    return Object.fromEntries(files.map((file) => [file.replace(/\.(ts|js)$/, ''), lazyMigration(file)]));
  },
};

function lazyMigration(file: string): Migration {
  const load = async (): Promise<Migration> => {
    const module: unknown = await import(pathToFileURL(path.join(migrationsFolder, file)).href);
    if (!isMigration(module)) throw new Error(`Migration ${file} must export up() and down()`);
    return module;
  };
  return {
    up: async (db) => (await load()).up(db),
    down: async (db) => {
      const migration = await load();
      if (!migration.down) throw new Error(`Migration ${file} has no down()`);
      await migration.down(db);
    },
  };
}

function isMigration(value: unknown): value is Migration {
  return (
    typeof value === 'object' &&
    value !== null &&
    'up' in value &&
    typeof value.up === 'function' &&
    'down' in value &&
    typeof value.down === 'function'
  );
}

type MigrationRun = Awaited<ReturnType<Migrator['migrateToLatest']>>;

/** The names of the migrations a run applied (or undid); throws when one failed. */
function checked(run: MigrationRun, what: string): string[] {
  const failed = run.results?.find((result) => result.status === 'Error');
  if (run.error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database ${what} failed${name}: ${String(run.error)}`, { cause: run.error });
  }
  return (run.results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Runs every pending migration in db/migrations; answers the ones it applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const applied = checked(await new Migrator({ db, provider: folderProvider }).migrateToLatest(), 'migration');
  if (engineOf(db) === 'postgres') await ensureChangeNotices(db);
  return applied;
}

/** Undoes the newest applied migration (its down()); answers its name, or nothing when none is applied. */
export async function rollbackLatest(db: Db): Promise<string[]> {
  return checked(await new Migrator({ db, provider: folderProvider }).migrateDown(), 'rollback');
}
