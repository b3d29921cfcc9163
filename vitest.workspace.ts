import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'lint/**/*.test.ts'];

/**
 * Tests of SQLite itself: query plans read from EXPLAIN QUERY PLAN, the change stamp behind the
 * read caches, the file's integrity check, the file-based backups and restores, and the files' modes. PostgreSQL's
 * counterparts, where it has them, are `*.postgres.test.ts`.
 */
const SQLITE_ONLY = new Set<string>([
  'src/server/platform/db/query-plans.test.ts',
  'src/server/platform/db/read-cache.test.ts',
  'src/server/domains/backups/backups.test.ts',
]);

/**
 * Vitest keeps a core for itself by default (one worker on a 2-core machine); its main process is
 * mostly idle, so the server tests take every core, and on PostgreSQL one more, since part of each
 * test's work is done by the database's own processes (docs/decisions/test-speed.md).
 */
const CORES = availableParallelism();

/** Tests of what only a club on PostgreSQL does (`*.postgres.test.ts`). */
const POSTGRES_ONLY = 'src/server/**/*.postgres.test.ts';

/** PostgreSQL's own tests, and every server test that runs against a database (through the test app) except SQLite's own. */
function postgresTestFiles(): string[] {
  const usesTheDatabase = (file: string) => !SQLITE_ONLY.has(file) && readFileSync(file, 'utf8').includes("test/test-app'");
  return readdirSync('src/server', { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('src/server', file))
    .filter((file) => file.endsWith('.postgres.test.ts') || (file.endsWith('.test.ts') && usesTheDatabase(file)));
}

// Vitest 4 reads projects from test.projects; run with --config vitest.workspace.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          // Server tests share no module state (each builds its own app over its own database), so a
          // worker keeps its imports from file to file: a fresh import per file was over half the run.
          isolate: false,
          maxWorkers: CORES,
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, POSTGRES_ONLY],
          testTimeout: 20_000,
        },
      },
      {
        // The same server tests again, each over a database of its own on a throwaway PostgreSQL cluster.
        test: {
          name: 'server-postgres',
          environment: 'node',
          isolate: false,
          maxWorkers: CORES + 1,
          include: postgresTestFiles(),
          globalSetup: ['src/test/postgres-global-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          // A worker keeps its imports (React, Mantine, jsdom's window) from file to file: 205 against
          // 55 CPU-s. The setup empties what a file could leave behind (the page, Mantine's toasts, the
          // browser's zone, IndexedDB); sixteen shuffled file orders passed (docs/decisions/test-speed.md).
          isolate: false,
          maxWorkers: CORES,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/client-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
