// Compiles the server (src/server/main.ts and what it imports) and each migration to JavaScript under
// dist/server, so production runs plain Node without a run-time TypeScript transpiler. Packages stay
// in node_modules (native ones cannot be bundled anyway).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['src/server', 'src/shared', 'db/migrations', 'package-lock.json', 'scripts/server-build.mjs'];
const outdir = path.join(root, 'dist/server');
const builtMain = path.join(outdir, 'main.js');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function serverBuildIsStale() {
  if (!existsSync(builtMain)) return true;
  const builtAt = statSync(builtMain).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

export async function buildServer() {
  rmSync(outdir, { recursive: true, force: true });
  const migrations = readdirSync(path.join(root, 'db/migrations')).filter((file) => file.endsWith('.ts'));
  // esbuild is loaded only to build: `npm start` on a built checkout never needs it in memory.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'src/server/main.ts', out: 'main' },
      ...migrations.map((file) => ({ in: `db/migrations/${file}`, out: `migrations/${file.replace(/\.ts$/, '')}` })),
    ],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Code reached only through import() gets its own chunk, so what loads on first use (stripe,
    // pdfkit, sharp, ...) is not imported at start after all.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  console.log('Building the club website (server)...');
  await buildServer();
}

if (process.argv[1] === import.meta.filename) await buildServer();
