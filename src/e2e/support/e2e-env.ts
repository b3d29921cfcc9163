import path from 'node:path';

/**
 * Each Playwright worker drives a server of its own, with its own SQLite file, on consecutive ports
 * from E2E_PORT (playwright.config.ts starts them): specs run side by side without sharing data.
 * In a worker, TEST_PARALLEL_INDEX says which server is its; fixtures open the same SQLite file.
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const E2E_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const E2E_SERVER_PORT = E2E_FIRST_PORT + E2E_SLOT;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_SERVER_PORT}`;
export const E2E_DIR = path.resolve(process.env.E2E_DIR ?? `.tmp/e2e-${E2E_SERVER_PORT}`);
export const E2E_DB_FILE = path.join(E2E_DIR, 'club.sqlite');
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

export const e2eServerEnv: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: String(E2E_SERVER_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: E2E_BASE_URL,
  DB_FILE: E2E_DB_FILE,
  UPLOADS_DIR: path.join(E2E_DIR, 'uploads'),
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: 'warn',
  // Journeys sign in many times from one address; the limits themselves are proven in vitest.
  LOGIN_LIMIT_PER_MINUTE: '1000',
  LOGIN_LIMIT_PER_HOUR: '10000',
  LOGIN_ADDRESS_FAILURE_LIMIT: '10000',
  FORM_LIMIT_PER_HOUR: '10000',
};
