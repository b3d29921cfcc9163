import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, npmStartArgs, productionEnv, type RunningProcess, startProcess } from './support/processes';

// What `npm start` runs in production: the server compiled by esbuild into dist/server, its
// migrations beside it. Built and started here like a club's host would.
const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'club-compiled-'));
let server: RunningProcess;

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [path.join(root, 'scripts/server-build.mjs')], { cwd: root });
  const port = await freePort();
  const flags = npmStartArgs().slice(0, -1);
  server = await startProcess(
    [...flags, path.join(root, 'dist/server/main.js')],
    productionEnv(dir, { PORT: String(port), LOG_LEVEL: 'silent' }),
    port,
    '/healthz',
  );
}, 60_000);

afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('migrates a new database and answers REST and tRPC', async () => {
  const events = await fetch(`${server.url}/api/events`);
  expect(events.status).toBe(200);
  expect(await events.json()).toEqual([]);
  const trpc = await fetch(`${server.url}/trpc/events.list,club.settings?batch=1`);
  expect(trpc.status).toBe(200);
  expect(await trpc.json()).toMatchObject([{ result: { data: [] } }, { result: { data: {} } }]);
  expect((await fetch(`${server.url}/api/feed`)).status).toBe(401);
});

it('makes its secrets key on the first start and keeps it and the database to its own user (0600)', () => {
  const modeOf = (file: string) => statSync(path.join(dir, file)).mode & 0o777;
  expect(readFileSync(path.join(dir, 'secrets.key'), 'utf8')).toMatch(/^[A-Za-z0-9+/]{43}=\n$/);
  expect(modeOf('secrets.key')).toBe(0o600);
  expect(modeOf('club.sqlite')).toBe(0o600);
  expect(modeOf('club.sqlite-wal')).toBe(0o600);
});

it('keeps what loads on first use out of the start: no static import of stripe, hashing, photos, PDFs or mail', () => {
  const main = readFileSync(path.join(root, 'dist/server/main.js'), 'utf8');
  for (const onFirstUse of ['stripe', 'argon2', 'otplib', 'qrcode', 'sharp', 'pdfkit', 'nodemailer', 'yazl', 'tar-fs']) {
    expect(main).not.toMatch(new RegExp(`^import .* from "${onFirstUse}";$`, 'm'));
    expect(main).toContain(`import("${onFirstUse === 'stripe' ? './chunks/stripe-provider-' : onFirstUse}`);
  }
  expect(main).toMatch(/import\("\.\/chunks\/stripe-provider-[A-Z0-9]+\.js"\)/);
});
