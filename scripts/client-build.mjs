// Builds the client with Vite (the browser bundle, then the server renderer) when either is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'postcss.config.cjs', 'package-lock.json'];
const builtIndex = path.join(root, 'dist/client/index.html');
const builtRenderer = path.join(root, 'dist/ssr/entry-server.js');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function clientBuildIsStale() {
  if (!existsSync(builtIndex) || !existsSync(builtRenderer)) return true;
  const builtAt = Math.min(statSync(builtIndex).mtimeMs, statSync(builtRenderer).mtimeMs);
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

export function buildClientIfStale() {
  if (!clientBuildIsStale()) return;
  console.log('Building the club website (client bundle)...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  for (const args of [['build'], ['build', '--ssr', 'src/client/entry-server.tsx', '--outDir', 'dist/ssr']]) {
    const result = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      // Whatever mode the server runs in, the bundles are always production builds.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
