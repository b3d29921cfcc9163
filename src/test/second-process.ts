import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { TestApp } from './test-app';

export interface SecondProcess {
  /** The other process's address, e.g. http://127.0.0.1:40123. */
  url: string;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The club's server started again as another operating-system process over the test app's
 * database, as a second process of a club on several (or a script beside the server) would be.
 */
export async function startSecondProcess(t: TestApp): Promise<SecondProcess> {
  const { config } = t;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DB_FILE: config.DB_FILE,
    UPLOADS_DIR: config.UPLOADS_DIR,
    BACKUP_DIR: config.BACKUP_DIR,
    BACKUP_INTERVAL_HOURS: '0',
    REMINDER_INTERVAL_MS: '0',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: config.ADMIN_USERNAME,
    ...(config.ADMIN_PASSWORD && { ADMIN_PASSWORD: config.ADMIN_PASSWORD }),
    ...(config.DATABASE_URL && { DATABASE_URL: config.DATABASE_URL }),
    // The same key as the test app: a server with another key refuses a database sealed with this one.
    ...(config.SECRETS_KEY && { SECRETS_KEY: config.SECRETS_KEY }),
    ...(config.SECRETS_KEY_FILE && { SECRETS_KEY_FILE: config.SECRETS_KEY_FILE }),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await addressOf(child);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The address the start-up summary prints once the server listens. */
function addressOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let printed = '';
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /running at (http:\/\/[\d.:]+)/.exec(printed);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the second process stopped (${code}) before listening:\n${printed}`)));
  });
}
