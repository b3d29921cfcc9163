import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningProcess {
  url: string;
  pid: number;
  /** From spawn to the first 200 answer of `readyPath`. */
  startMs: number;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  // Two minutes: `npm start` may build the client and the server first.
  for (let attempt = 0; attempt < 12_000; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer in 2 minutes`);
}

/**
 * The server's log lines of level error and above, on this process's stderr with the port in front
 * (a 500 in a bench then says why); the rest of its log is read and dropped, so the pipe never fills.
 */
export function passOnErrors(child: ChildProcess, port: number): void {
  let pending = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level !== undefined && Number(level) >= 50) process.stderr.write(`[server :${port}] ${line}\n`);
    }
  });
}

/** Starts a Node process serving on `port` and times it to its first answer. */
export async function startProcess(args: string[], env: NodeJS.ProcessEnv, port: number, readyPath: string): Promise<RunningProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  passOnErrors(child, port);
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}${readyPath}`, child);
  const startMs = performance.now() - started;
  if (child.pid === undefined) throw new Error('The process has no pid');
  return {
    url,
    pid: child.pid,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, in MB (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/**
 * The Node arguments `npm start` runs with (its flags, then scripts/start.mjs), read from
 * package.json, so the bench and Lighthouse measure the very process a club runs.
 */
export function npmStartArgs(): string[] {
  const manifest: unknown = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const start =
    typeof manifest === 'object' &&
    manifest !== null &&
    'scripts' in manifest &&
    typeof manifest.scripts === 'object' &&
    manifest.scripts !== null &&
    'start' in manifest.scripts
      ? manifest.scripts.start
      : undefined;
  const [command, ...args] = typeof start === 'string' ? start.split(/\s+/) : [];
  if (command !== 'node' || args.at(-1) !== 'scripts/start.mjs')
    throw new Error(`npm start is not "node [flags] scripts/start.mjs": ${String(start)}`);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers a bench starts (Node refuses it in NODE_OPTIONS).
  const extra = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter((arg) => arg !== '') ?? [];
  return [...extra, ...args.map((arg) => (arg === 'scripts/start.mjs' ? path.join(root, arg) : arg))];
}

/** The environment of a production server of our own on 127.0.0.1, its files in `dir`. */
export function productionEnv(dir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DB_FILE: path.join(dir, 'club.sqlite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    BACKUP_DIR: path.join(dir, 'backups'),
    ADMIN_PASSWORD: 'measured-admin-password',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}
