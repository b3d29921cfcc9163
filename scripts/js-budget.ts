// `npm run js-budget` (also a step of `npm test`): the JavaScript a first visit to each public page
// downloads, measured on the wire (brotli, as the server sends it) in Debian's chromium against the
// club website in production mode with the demo club. Prints every chunk with its share and how far
// each page is from the budget (issue 33: 120 KB), and fails when a page is above it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { z } from 'zod';
import { freePort, npmStartArgs, productionEnv, startProcess } from './support/processes';

const root = path.resolve(import.meta.dirname, '..');
export const PUBLIC_PAGES = ['/', '/membership', '/events', '/contact', '/apply', '/signin'] as const;
/**
 * Issue 33's budget for every public page. The shell (React DOM, React, TanStack Router and Query,
 * Mantine's core, ours) is 112 KB of it; a form's code loads on the first touch (formOnInteraction).
 */
const BUDGET_BYTES = 120 * 1024;

const manifestSchema = z.record(z.string(), z.object({ file: z.string(), name: z.string().optional(), src: z.string().optional() }));

/** What each built chunk is, read from Vite's manifest: its source (a route's part) or its name. */
function chunkLabels(): Map<string, string> {
  const file = path.join(root, 'dist/client/.vite/manifest.json');
  const labels = new Map<string, string>();
  if (!existsSync(file)) return labels;
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  for (const [key, chunk] of Object.entries(manifest)) {
    const label = chunk.src ?? (key.startsWith('_') ? (chunk.name ?? key) : key);
    labels.set(`/${chunk.file}`, label.replace('src/client/', '').replace('?tsr-split=', ' · '));
  }
  return labels;
}

interface Chunk {
  url: string;
  bytes: number;
}

async function measure(base: string, page: string): Promise<Chunk[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    // A phone's first visit: a fresh profile, so nothing is cached or handled by the service worker.
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block' });
    const tab = await context.newPage();
    const chunks: Promise<Chunk>[] = [];
    tab.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      chunks.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
    });
    await tab.goto(`${base}${page}`);
    await tab.waitForLoadState('networkidle');
    await tab.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    return (await Promise.all(chunks)).sort((a, b) => b.bytes - a.bytes);
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-js-budget-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = productionEnv(dir, { PAYMENTS: 'test', PORT: String(port), PUBLIC_URL: base });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/seed-demo.ts')], { cwd: root, env, stdio: 'ignore' });
  if (seeded.status !== 0) throw new Error('Seeding the demo club failed');
  const server = await startProcess(npmStartArgs(), env, port, '/robots.txt');
  const labels = chunkLabels();
  const over: string[] = [];
  const totals: string[] = [];
  try {
    for (const page of PUBLIC_PAGES) {
      const chunks = await measure(base, page);
      const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
      console.log(`\n${page}: ${kb(total)} of JavaScript on the first visit (budget ${kb(BUDGET_BYTES)})`);
      for (const chunk of chunks) {
        const share = `${((chunk.bytes / total) * 100).toFixed(0)}%`.padStart(4);
        console.log(`  ${kb(chunk.bytes).padStart(9)} ${share}  ${labels.get(chunk.url) ?? chunk.url}`);
      }
      const room = total > BUDGET_BYTES ? `${kb(total - BUDGET_BYTES)} above the budget` : `${kb(BUDGET_BYTES - total)} to spare`;
      totals.push(`${page.padEnd(12)} ${kb(total).padStart(9)}   ${room}`);
      if (total === 0) over.push(`${page}: no JavaScript measured (did the page load?)`);
      if (total > BUDGET_BYTES) over.push(`${page}: ${kb(total)} is above the budget of ${kb(BUDGET_BYTES)}`);
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nFirst visit, JavaScript on the wire (brotli):\n${totals.join('\n')}`);
  if (over.length > 0) {
    console.error(`\nOver budget:\n${over.join('\n')}`);
    process.exit(1);
  }
  console.log(`\nEvery public page is within ${kb(BUDGET_BYTES)}.`);
}

await main();
