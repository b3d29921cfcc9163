import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  /** postgres://club@127.0.0.1:<port>/postgres */
  url: string;
  stop: () => Promise<void>;
}

/** Debian's `postgresql` package: /usr/lib/postgresql/<major>/bin, the newest major installed. */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base) ? readdirSync(base).filter((name) => /^\d+$/.test(name)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return path.join(base, newest, 'bin');
}

/** PostgreSQL refuses to run as root; as root, its commands run as the package's `postgres` user. */
async function asServerUser(dir: string): Promise<(command: string, args: string[]) => Promise<unknown>> {
  if (process.getuid?.() !== 0) return (command, args) => run(command, args);
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  return (command, args) => run('runuser', ['-u', 'postgres', '--', command, ...args]);
}

/**
 * A PostgreSQL cluster of its own in a temp folder, on a free port, without durability (fsync
 * off: it is thrown away), trusting local connections for the user `club`. For tests and benches.
 * Without autovacuum: the tests' databases are emptied and used again (src/test/postgres-reset.ts),
 * and a vacuum would offer deleted rows' room to new ones, out of the order they were written.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'club-postgres-'));
  const data = path.join(dir, 'data');
  const exec = await asServerUser(dir);
  await exec(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'club', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c autovacuum=off`;
  await exec(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://club@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await exec(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
