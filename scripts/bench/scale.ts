// `npm run bench -- --scale`: every list and search a member or admin uses, timed on a small club
// and on a big one (1M posts, 100k members, 100k matches, 1M comments and the rest in proportion),
// each through the compiled server in its own process. Prints the median latency of each, small
// against big, and the ratio; fails when a list is more than 1.3x slower on the big club.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../src/server/platform/passwords/password';
import { loadConfig } from '../../src/server/platform/config/config';
import { openDatabase } from '../../src/server/platform/db/database';
import { prepareDatabase } from '../../src/server/startup';
import { memberCookie } from '../../src/test/factories';
import { freePort, npmStartArgs, productionEnv, type RunningProcess, startProcess } from '../support/processes';
import { BIG_CLUB, type ClubSize, SMALL_CLUB, seedClub } from './seed-scale';

const WARMUP = 20;
const SAMPLES = 200;
const ROUNDS = 5;
const MAX_RATIO = 1.3;

type Who = 'member' | 'admin';

const trpc = (procedure: string, input: unknown) => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

function lists(today: string): Array<[string, Who, string]> {
  const month = { from: `${today.slice(0, 8)}01T00:00:00.000Z`, to: `${today}T23:59:59.999Z` };
  return [
    ['feed', 'member', '/api/feed'],
    ['recent posts', 'member', '/api/feed/recent'],
    ['upcoming matches', 'member', '/api/matches'],
    ['recent matches', 'member', '/api/matches/recent'],
    ['comments of a match', 'member', '/api/matches/1/comments'],
    ['member search, start of a name', 'member', '/api/members/search?q=nin'],
    ['member search, inside a name', 'member', '/api/members/search?q=lope'],
    ['admin members', 'admin', '/api/admin/members'],
    ['admin members, search', 'admin', '/api/admin/members?search=lopez'],
    ['admin members, lapsed', 'admin', '/api/admin/members?status=lapsed'],
    ['admin members, active', 'admin', '/api/admin/members?status=active'],
    ['admin members, balance due', 'admin', '/api/admin/members?balance=due'],
    ['applications', 'admin', '/api/admin/applications'],
    ['pending applications', 'admin', '/api/admin/applications?status=pending'],
    ['contact messages', 'admin', trpc('admin.messages.list', {})],
    ['audit log', 'admin', trpc('admin.audit.list', {})],
    ['outbox', 'admin', '/api/admin/outbox'],
    ['events this month', 'member', `/api/events?from=${month.from}&to=${month.to}`],
    ['admin events, upcoming', 'admin', trpc('admin.events.list', {})],
    ['admin events, past', 'admin', trpc('admin.events.list', { when: 'past' })],
    ['tee sheet of today', 'admin', trpc('reservations.teeSheet', { date: today })],
  ];
}

interface Club {
  env: NodeJS.ProcessEnv;
  cookies: Record<Who, string>;
  dir: string;
}

async function prepareClub(name: string, size: ClubSize, passwordHash: string): Promise<Club> {
  const dir = mkdtempSync(path.join(tmpdir(), `club-scale-${name}-`));
  // No scheduled work while the lists are timed: on the club's digest day the big club would be
  // writing 100,000 digests meanwhile (measured: member lists at 10-40 ms instead of 1), and a
  // backup starts a minute after start-up.
  const env = productionEnv(dir, { REMINDER_INTERVAL_MS: '0', BACKUP_INTERVAL_HOURS: '0' });
  const config = loadConfig(env);
  const db = openDatabase(config.DB_FILE);
  try {
    await prepareDatabase(db, config);
    const started = performance.now();
    await seedClub(db, size, passwordHash);
    console.log(`${name} club seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const admin = await db.selectFrom('users').select('id').where('member_type', '=', 'admin').executeTakeFirstOrThrow();
    const member = await db
      .selectFrom('users')
      .select('id')
      .where('member_type', '=', 'standard')
      .where('paid_through', '>', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
      .executeTakeFirstOrThrow();
    return { env, dir, cookies: { admin: await memberCookie(db, admin.id), member: await memberCookie(db, member.id) } };
  } finally {
    await db.destroy();
  }
}

async function timeOnce(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;

/**
 * Median milliseconds of one request to each club, sequential, after a warm-up. The clubs take
 * turns in rounds, so a slower moment of the machine falls on both alike.
 */
async function medians(targets: Array<{ url: string; cookie: string }>): Promise<number[]> {
  const samples = targets.map((): number[] => []);
  for (const { url, cookie } of targets) for (let i = 0; i < WARMUP; i++) await timeOnce(url, cookie);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { url, cookie }] of targets.entries()) {
      for (let n = 0; n < SAMPLES / ROUNDS; n++) samples[i]?.push(await timeOnce(url, cookie));
    }
  }
  return samples.map(median);
}

async function timeLists(clubs: Club[], today: string): Promise<number[][]> {
  const servers: RunningProcess[] = [];
  try {
    for (const club of clubs) {
      const port = await freePort();
      servers.push(await startProcess(npmStartArgs(), { ...club.env, PORT: String(port) }, port, '/healthz'));
    }
    const times: number[][] = [];
    for (const [, who, url] of lists(today)) {
      times.push(await medians(clubs.map((club, i) => ({ url: `${servers[i]?.url ?? ''}${url}`, cookie: club.cookies[who] }))));
    }
    return times;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

export async function runScaleBench(): Promise<number> {
  const passwordHash = await hashPassword('bench-member-password');
  const today = new Date().toISOString().slice(0, 10);
  const clubs: Club[] = [];
  try {
    clubs.push(await prepareClub('small', SMALL_CLUB, passwordHash));
    clubs.push(await prepareClub('big', BIG_CLUB, passwordHash));
    const times = await timeLists(clubs, today);
    console.log(`\nMedian of ${SAMPLES} sequential requests each, the clubs taking turns; big club: ${describe(BIG_CLUB)}.\n`);
    console.log(`${'list'.padEnd(34)} ${'small'.padStart(9)} ${'big'.padStart(9)}   ratio`);
    let failed = 0;
    lists(today).forEach(([name], i) => {
      const [smallMs = Number.NaN, bigMs = Number.NaN] = times[i] ?? [];
      const ratio = bigMs / smallMs;
      if (!(ratio <= MAX_RATIO)) failed++;
      const mark = ratio <= MAX_RATIO ? '' : `   over ${MAX_RATIO}x`;
      console.log(
        `${name.padEnd(34)} ${smallMs.toFixed(2).padStart(6)} ms ${bigMs.toFixed(2).padStart(6)} ms   ${ratio.toFixed(2)}x${mark}`,
      );
    });
    console.log(failed === 0 ? `\nEvery list within ${MAX_RATIO}x.` : `\n${failed} list(s) over ${MAX_RATIO}x.`);
    return failed === 0 ? 0 : 1;
  } finally {
    for (const club of clubs) rmSync(club.dir, { recursive: true, force: true });
  }
}

function describe(size: ClubSize): string {
  return Object.entries<number>(size)
    .map(([kind, count]) => `${count.toLocaleString('en')} ${kind}`)
    .join(', ');
}
