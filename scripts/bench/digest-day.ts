// `npm run bench -- --digest-day`: a club of 100,000 members on its digest day and hour. The member
// and admin lists are timed through the compiled server (as `npm start` runs it) twice: with
// scheduled work off, then with it on while the weekly digest goes out, the server's clock set to
// the start of the digest hour (BENCH_CLOCK_START). Prints the median of each, the ratio, and how
// many digests went out meanwhile; fails when a list is more than 1.3x slower with the digest on.
// SQLite: the scale bench's big club (seed-scale.ts). DATABASE_URL: the same shape on PostgreSQL,
// in a scratch database made beside that one and dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dayjs } from '../../src/shared/club-time';
import { hashPassword } from '../../src/server/platform/passwords/password';
import { databaseLocation, loadConfig } from '../../src/server/platform/config/config';
import type { Db } from '../../src/server/platform/db/db';
import { openDatabase } from '../../src/server/platform/db/database';
import { prepareDatabase } from '../../src/server/startup';
import { memberCookie } from '../../src/test/factories';
import { createScratchDatabase } from '../support/scratch-postgres';
import { freePort, npmStartArgs, productionEnv, type RunningProcess, startProcess } from '../support/processes';
import { timeOnce } from './scale';
import { BIG_CLUB, seedClub } from './seed-scale';
import { seedClubOnPostgres } from './seed-digest-day';

const WARMUP = 20;
const SAMPLES = 600;
const ROUNDS = 5;
const MAX_RATIO = 1.3;
/** After start-up the hourly jobs' first run (reminders) and the digest's first ticks are under way before timing starts. */
const SETTLE_MS = 15_000;

type Who = 'member' | 'admin';

const LISTS: Array<[string, Who, string]> = [
  ['feed', 'member', '/api/feed'],
  ['upcoming matches', 'member', '/api/matches'],
  ['recent matches', 'member', '/api/matches/recent'],
  ['member search', 'member', '/api/members/search?q=nin'],
  ['admin members', 'admin', '/api/admin/members'],
  ['admin members, search', 'admin', '/api/admin/members?search=lopez'],
];

interface Club {
  env: NodeJS.ProcessEnv;
  db: Db;
  cookies: Record<Who, string>;
  /** The digest day (club date) and the instant its hour starts. */
  day: string;
  hourStart: string;
}

/** The club's digest day and hour are today's and this hour (club time), so the server's clock moves back at most an hour. */
async function prepareClub(env: NodeJS.ProcessEnv): Promise<Club> {
  const config = loadConfig(env);
  const db = openDatabase(databaseLocation(config));
  await prepareDatabase(db, config);
  const started = performance.now();
  const passwordHash = await hashPassword('bench-member-password');
  if (config.DATABASE_URL) await seedClubOnPostgres(db, BIG_CLUB, passwordHash);
  else await seedClub(db, BIG_CLUB, passwordHash);
  console.log(`club of ${BIG_CLUB.members.toLocaleString('en')} members seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { time_zone: timeZone } = await db.selectFrom('club_settings').select('time_zone').executeTakeFirstOrThrow();
  const hour = dayjs().tz(timeZone).startOf('hour');
  await db.updateTable('club_settings').set({ digest_day: hour.day(), digest_hour: hour.hour() }).execute();
  const clock = { now: () => hour.toDate() };
  const admin = await db.selectFrom('users').select('id').where('member_type', '=', 'admin').executeTakeFirstOrThrow();
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('member_type', '=', 'standard')
    .where('paid_through', '>', hour.add(30, 'day').format('YYYY-MM-DD'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    env,
    db,
    cookies: { admin: await memberCookie(db, admin.id, clock), member: await memberCookie(db, member.id, clock) },
    day: hour.format('YYYY-MM-DD'),
    hourStart: hour.toISOString(),
  };
}

const quantile = (samples: number[], q: number) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * q)] ?? Number.NaN;

interface Timing {
  median: number;
  p99: number;
}

/** Median and 99th percentile milliseconds of each list, sequential requests, the lists taking turns in rounds. */
async function timeLists(baseUrl: string, cookies: Record<Who, string>): Promise<Timing[]> {
  const samples = LISTS.map((): number[] => []);
  for (const [, who, url] of LISTS) for (let i = 0; i < WARMUP; i++) await timeOnce(`${baseUrl}${url}`, cookies[who]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [, who, url]] of LISTS.entries()) {
      for (let n = 0; n < SAMPLES / ROUNDS; n++) samples[i]?.push(await timeOnce(`${baseUrl}${url}`, cookies[who]));
    }
  }
  return samples.map((list) => ({ median: quantile(list, 0.5), p99: quantile(list, 0.99) }));
}

async function digestsQueued(db: Db, day: string): Promise<number> {
  const row = await db
    .selectFrom('digest_sends')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('week', '=', day)
    .where('queued_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function withServer<T>(env: NodeJS.ProcessEnv, work: (server: RunningProcess) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = await startProcess(npmStartArgs(), { ...env, PORT: String(port) }, port, '/healthz');
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

export async function runDigestDayBench(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-digest-day-'));
  const postgres = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, `club_digest_day_${process.pid}`) : null;
  const env = productionEnv(dir, { BACKUP_INTERVAL_HOURS: '0', ...(postgres && { DATABASE_URL: postgres.url }) });
  let club: Club | null = null;
  try {
    club = await prepareClub(env);
    const { db, day, cookies } = club;
    const quiet = await withServer({ ...env, REMINDER_INTERVAL_MS: '0' }, (server) => timeLists(server.url, cookies));
    const busy = await withServer({ ...env, BENCH_CLOCK_START: club.hourStart }, async (server) => {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const before = await digestsQueued(db, day);
      const started = performance.now();
      const times = await timeLists(server.url, cookies);
      const seconds = (performance.now() - started) / 1000;
      return { times, before, during: (await digestsQueued(db, day)) - before, seconds };
    });
    const engine = postgres ? 'PostgreSQL' : 'SQLite';
    const perHour = (busy.during / busy.seconds) * 3600;
    console.log(
      `\n${engine}, ${BIG_CLUB.members.toLocaleString('en')} members on their digest day, from the start of its hour. Median and p99 of ${SAMPLES} sequential requests each.`,
    );
    console.log(
      `Digests queued: ${busy.before.toLocaleString('en')} in the first ${SETTLE_MS / 1000} s, ${busy.during.toLocaleString('en')} more in the ${busy.seconds.toFixed(0)} s of timing (${Math.round(perHour).toLocaleString('en')} an hour at that pace).\n`,
    );
    console.log(`${'list (median; p99)'.padEnd(26)} ${'work off'.padStart(19)} ${'digest on'.padStart(19)}   ratio of medians`);
    let failed = 0;
    const ms = (timing: Timing | undefined) => `${(timing?.median ?? Number.NaN).toFixed(2).padStart(6)}; ${(timing?.p99 ?? Number.NaN).toFixed(1).padStart(5)} ms`;
    LISTS.forEach(([name], i) => {
      const ratio = (busy.times[i]?.median ?? Number.NaN) / (quiet[i]?.median ?? Number.NaN);
      if (!(ratio <= MAX_RATIO)) failed++;
      const mark = ratio <= MAX_RATIO ? '' : `   over ${MAX_RATIO}x`;
      console.log(`${name.padEnd(26)} ${ms(quiet[i])} ${ms(busy.times[i])}   ${ratio.toFixed(2)}x${mark}`);
    });
    console.log(failed === 0 ? `\nEvery list within ${MAX_RATIO}x while the digest runs.` : `\n${failed} list(s) over ${MAX_RATIO}x while the digest runs.`);
    return failed === 0 ? 0 : 1;
  } finally {
    await club?.db.destroy();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
