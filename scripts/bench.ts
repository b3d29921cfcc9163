// `npm run bench`: the club website as `npm start` runs it (production, its own process), against
// bare Fastify answering the very same JSON in another process, in one run: public events through
// REST and tRPC, a signed-in member's feed through REST (session lookup included); req/s, p99 and
// the ratios. Then the cold start (spawn to first answer) and resident memory, idle and under load.
// BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 50).
// `npm run bench -- --scale`: every list small club against big club instead (scripts/bench/scale.ts).
// `npm run bench -- --digest-day`: the big club's lists with scheduled work off and while its weekly digest goes out (scripts/bench/digest-day.ts).
// `npm run bench -- --tournament`: a tournament weekend under load (scripts/bench/tournament.ts).
// With DATABASE_URL set, the club runs on PostgreSQL: in a scratch database made beside that one
// (its user needs CREATEDB) and dropped at the end.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClientIfStale } from './client-build.mjs';
import { formatRatio, formatResult, type LoadResult, measure } from './bench/load';
import { freePort, npmStartArgs, productionEnv, residentMb, type RunningProcess, startProcess } from './support/processes';
import { runScaleBench } from './bench/scale';
import { runDigestDayBench } from './bench/digest-day';
import { runTournamentBench } from './bench/tournament';
import { seedEvents, seedFeed } from './bench/seed-bench';
import { databaseLocation, loadConfig } from '../src/server/platform/config/config';
import { createScratchDatabase } from './support/scratch-postgres';
import { openDatabase } from '../src/server/platform/db/database';
import { prepareDatabase } from '../src/server/startup';

const root = path.resolve(import.meta.dirname, '..');
const EVENT_COUNT = 20;
const POST_COUNT = 200;
const options = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

async function seed(env: NodeJS.ProcessEnv): Promise<string> {
  const config = loadConfig(env);
  const db = openDatabase(databaseLocation(config));
  try {
    await prepareDatabase(db, config);
    await seedEvents(db, EVENT_COUNT);
    return await seedFeed(db, POST_COUNT);
  } finally {
    await db.destroy();
  }
}

async function saveAnswer(url: string, file: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  writeFileSync(file, await response.text());
  return file;
}

/** The highest resident memory seen while `work` runs. */
async function peakResidentMb(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 100);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, residentMb(pid));
}

async function main(): Promise<number> {
  buildClientIfStale();
  const dir = mkdtempSync(path.join(tmpdir(), 'club-bench-'));
  const port = await freePort();
  const postgres = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, `club_bench_${process.pid}`) : null;
  const env = productionEnv(dir, { PORT: String(port), ...(postgres && { DATABASE_URL: postgres.url }) });
  const cookie = await seed(env);
  const running: RunningProcess[] = [];
  try {
    const app = await startProcess(npmStartArgs(), env, port, '/healthz');
    running.push(app);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMb = residentMb(app.pid);

    const events = await saveAnswer(`${app.url}/api/events`, path.join(dir, 'events.json'));
    const feed = await saveAnswer(`${app.url}/api/feed`, path.join(dir, 'feed.json'), { cookie });
    const barePort = await freePort();
    const bare = await startProcess(
      ['--import', 'tsx', path.join(root, 'scripts/bench/bare-server.ts'), String(barePort), `events=${events}`, `feed=${feed}`],
      env,
      barePort,
      '/ready',
    );
    running.push(bare);

    console.log(
      `${postgres ? 'PostgreSQL' : 'SQLite'}: ${EVENT_COUNT} events, ${POST_COUNT} posts; ${options.connections} connections, ${options.durationSeconds} s each, load from a worker thread.\n`,
    );
    const targets: Array<[string, string, Record<string, string>]> = [
      ['REST GET /api/events', `${app.url}/api/events`, {}],
      ['tRPC GET /trpc/events.list', `${app.url}/trpc/events.list`, {}],
      ['bare Fastify (events JSON)', `${bare.url}/events`, {}],
      ['REST GET /api/feed (signed in)', `${app.url}/api/feed`, { cookie }],
      ['bare Fastify (feed JSON)', `${bare.url}/feed`, {}],
    ];
    const results: LoadResult[] = [];
    const loadedMb = await peakResidentMb(app.pid, async () => {
      for (const [name, url, headers] of targets) {
        const result = await measure(name, url, { ...options, headers });
        console.log(formatResult(result));
        results.push(result);
      }
    });
    const [rest, trpc, bareEvents, restFeed, bareFeed] = results;
    if (!rest || !trpc || !bareEvents || !restFeed || !bareFeed) throw new Error('A measurement is missing');
    console.log('');
    console.log(formatRatio(rest, bareEvents));
    console.log(formatRatio(trpc, bareEvents));
    console.log(formatRatio(restFeed, bareFeed));
    console.log('');
    console.log(`Cold start (npm start on a built checkout, spawn to first answer): ${Math.round(app.startMs)} ms`);
    console.log(`Resident memory of the server: ${Math.round(idleMb)} MB idle, ${Math.round(loadedMb)} MB at most under the load above`);
    return results.some((result) => result.failures > 0) ? 1 : 0;
  } finally {
    await Promise.all(running.map((process) => process.stop()));
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function chosenBench(): Promise<number> {
  if (process.argv.includes('--scale')) return runScaleBench();
  if (process.argv.includes('--digest-day')) return runDigestDayBench();
  return process.argv.includes('--tournament') ? runTournamentBench() : main();
}

chosenBench().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
