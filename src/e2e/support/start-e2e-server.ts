// Playwright's webServer: a fresh database in its own folder, the built client, one port.
import { rmSync } from 'node:fs';
import { buildClientIfStale } from '../../../scripts/client-build.mjs';
import { E2E_DIR, e2eServerEnv } from './e2e-env';

rmSync(E2E_DIR, { recursive: true, force: true });
Object.assign(process.env, e2eServerEnv);
buildClientIfStale();
await import('../../server/main');
