// `npm start`: build the client when needed, then run the server (which migrates the database).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildClientIfStale } from './client-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildClientIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
