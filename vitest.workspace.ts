import { readdirSync, readFileSync } from 'node:fs';
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
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/client-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
