// One of Playwright's webServers: a fresh database in its own folder, the built client (built once
// by playwright.config.ts before the servers start), one port (E2E_PORT).
import { rmSync } from 'node:fs';
import { E2E_DIR, e2eServerEnv } from './e2e-env';

rmSync(E2E_DIR, { recursive: true, force: true });
Object.assign(process.env, e2eServerEnv);
await import('../../server/main');
