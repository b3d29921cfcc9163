// `npm run bench -- --tournament`: a tournament weekend under load (issue 34). A tournament of
// 1,000 entrants (and one of 10 for the baseline) on the compiled server as `npm start` runs it;
// 300 phones each save a hole every 2-5 s through PUT /api/cards/{id}/holes/{n} (a signed-in
// cookie, a write key per save) while 1,000 watchers hold GET /api/tournaments/{id}/live?basis=net
// open and receive the board itself with each update, as the member's page does; a prober (an
// entrant without a phone) reads it and the 10-entrant board at the same moment, as a member opening
// the page does (naming no version). On
// PostgreSQL (DATABASE_URL, a scratch database beside it) two app processes share the club, each
// request going to the next one in turn. Prints hole-save p50/p99, board reads, the delay from a save to each watcher, server
// CPU and memory, counts every acknowledged hole in the database afterwards, and fails on a missed
// target. The first BENCH_WARMUP_SECONDS (default 10) of the same load are reported apart: a server
// fresh from its start compiles its hot code then, where a club's has served for days before its
// weekend. BENCH_TOURNAMENT_SECONDS (default 60), BENCH_PHONES (300), BENCH_WATCHERS (1000),
// BENCH_ENTRANTS (1000).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildClientIfStale } from '../client-build.mjs';
import { databaseLocation, loadConfig } from '../../src/server/platform/config/config';
import { openDatabase } from '../../src/server/platform/db/database';
import { leaderboardSchema } from '../../src/shared/tournaments/tournament.schema';
import { prepareDatabase } from '../../src/server/startup';
import { createScratchDatabase } from '../support/scratch-postgres';
import { freePort, npmStartArgs, productionEnv, residentMb, type RunningProcess, startProcess } from '../support/processes';
import { benchPasswordHash, type Player, seedTournament } from './seed-tournament';
import { coreWorkMs, cpuSeconds, machineCpuSeconds, ownCpuSeconds, visibleProcessesCpuSeconds, percentile, type PhonesResult, type PhonesTask, phonesResultSchema, updateDelays, wallNow, type Watcher, watchBoard } from './tournament-clients';

const settings = {
  seconds: Number(process.env.BENCH_TOURNAMENT_SECONDS ?? 60),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 10),
  phones: Number(process.env.BENCH_PHONES ?? 300),
  watchers: Number(process.env.BENCH_WATCHERS ?? 1000),
  entrants: Number(process.env.BENCH_ENTRANTS ?? 1000),
};
const TARGETS = { saveP99Ms: 50, readRatio: 1.3, delayP99Ms: 2000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The phones and the prober, in their own process (scripts/bench/tournament-phones.ts). */
function runPhones(task: PhonesTask): Promise<PhonesResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'tournament-phones.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`The phones' process exited with code ${String(code)}`));
      else resolve(phonesResultSchema.parse(JSON.parse(output)));
    });
    child.stdin.end(JSON.stringify(task));
  });
}

interface Seeded {
  big: { id: number; players: Player[] };
  small: { id: number; players: Player[] };
}

async function seed(env: NodeJS.ProcessEnv): Promise<Seeded> {
  const config = loadConfig(env);
  const db = openDatabase(databaseLocation(config));
  try {
    await prepareDatabase(db, config);
    const started = performance.now();
    const hash = await benchPasswordHash();
    const big = await seedTournament(db, 'Autumn Open', settings.entrants, settings.phones, hash);
    const small = await seedTournament(db, 'Club Medal', 10, 0, hash);
    console.log(`Seeded ${settings.entrants} + 10 entrants with open cards and sessions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { big, small };
  } finally {
    await db.destroy();
  }
}

function summary(values: number[]): string {
  return `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (${values.length})`;
}

export async function runTournamentBench(): Promise<number> {
  buildClientIfStale();
  const dir = mkdtempSync(path.join(tmpdir(), 'club-tournament-bench-'));
  const postgres = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, `club_tournament_bench_${process.pid}`) : null;
  // No scheduled work meanwhile (reminders, backups): the weekend's load alone.
  const baseEnv = productionEnv(dir, { REMINDER_INTERVAL_MS: '0', BACKUP_INTERVAL_HOURS: '0', ...(postgres && { DATABASE_URL: postgres.url }) });
  const running: RunningProcess[] = [];
  const watchers: Watcher[] = [];
  const benchDb = openDatabase(databaseLocation(loadConfig(baseEnv)));
  try {
    const { big, small } = await seed(baseEnv);
    for (let i = 0; i < (postgres ? 2 : 1); i++) {
      const port = await freePort();
      running.push(await startProcess(npmStartArgs(), { ...baseEnv, PORT: String(port) }, port, '/healthz'));
    }
    let turn = 0;
    const nextServer = () => running[turn++ % running.length]?.url ?? '';
    const engine = postgres ? 'PostgreSQL, two app processes' : 'SQLite, one app process';
    console.log(`${engine}; ${settings.phones} phones, ${settings.watchers} watchers, ${settings.seconds} s after ${settings.warmupSeconds} s of warm-up; load average before: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);

    const streamAgent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

    // Watchers: members of the field on the board's live stream (net), as the members' page opens
    // it: each update after the first carries the board itself. Every watcher's updates are
    // counted; the first watcher's boards are also unzipped and read, as a browser does.
    const carried = { boards: 0, bytes: 0 };
    /** From when the watchers' updates count (after the warm-up). */
    let measuredFrom = Number.POSITIVE_INFINITY;
    const failures: string[] = [];
    let reading = true;
    const watcherCookies = big.players.slice(0, settings.watchers).map((player) => player.cookie);
    for (const [i, cookie] of watcherCookies.entries()) {
      let first = true;
      const watcher = await watchBoard(streamAgent, `${nextServer()}/api/tournaments/${big.id}/live?basis=net`, cookie, (version, board) => {
        const opening = first;
        first = false;
        if (!reading || opening) return;
        if (board === undefined) return void failures.push('an update without its board');
        if (performance.now() >= measuredFrom) {
          carried.boards += 1;
          carried.bytes += board.length;
        }
        if (i === 0) {
          const read = leaderboardSchema.safeParse(JSON.parse(gunzipSync(Buffer.from(board, 'base64')).toString('utf8')));
          if (!read.success || read.data.version !== version || read.data.rows.length !== settings.entrants) failures.push(`a board carried unlike its version ${version}`);
        }
      });
      watchers.push(watcher);
      if (i % 100 === 99) await sleep(10);
    }

    const workMsBefore = coreWorkMs();
    let cpuBefore = running.map((server) => cpuSeconds(server.pid));
    let machineBefore = machineCpuSeconds();
    let visibleBefore = visibleProcessesCpuSeconds();
    let ownBefore = ownCpuSeconds();
    const peakMb = running.map((server) => residentMb(server.pid));
    const memoryTimer = setInterval(() => running.forEach((server, i) => (peakMb[i] = Math.max(peakMb[i] ?? 0, residentMb(server.pid)))), 250);
    // The phones' process starts in a few seconds (it compiles its TypeScript): they begin together at this time.
    const startsAt = wallNow() + 8000;
    const warmup = setTimeout(
      () => {
        measuredFrom = performance.now();
        cpuBefore = running.map((server) => cpuSeconds(server.pid));
        machineBefore = machineCpuSeconds();
        visibleBefore = visibleProcessesCpuSeconds();
        ownBefore = ownCpuSeconds();
      },
      startsAt + settings.warmupSeconds * 1000 - wallNow(),
    );
    // The prober is an entrant who saves nothing, as a member opening the board: a phone's reads
    // after its own save wait for a board with it (the player's own hole), which the small board's never do.
    const prober = big.players[settings.phones];
    if (!prober) throw new Error(`BENCH_PHONES (${settings.phones}) must be fewer than BENCH_ENTRANTS (${settings.entrants}): the prober is an entrant without a phone`);
    const phones = await runPhones({
      servers: running.map((server) => server.url),
      database: databaseLocation(loadConfig(baseEnv)),
      seconds: settings.seconds,
      startsAt,
      warmupSeconds: settings.warmupSeconds,
      tournamentId: big.id,
      smallTournamentId: small.id,
      phones: big.players.slice(0, settings.phones).map(({ cardId, cookie }) => ({ cardId, cookie })),
      proberCookie: prober.cookie,
    });
    const { saveMs, probes, saveVersions } = phones;
    const acknowledged = new Map(phones.acknowledged);
    failures.push(...phones.failures);
    clearTimeout(warmup);
    const seconds = (performance.now() - measuredFrom) / 1000;
    const cpu = running.map((server, i) => (cpuSeconds(server.pid) - (cpuBefore[i] ?? 0)) / seconds);
    // The whole machine meanwhile: the servers, the bench's watchers (this process) and phones, the
    // rest of this container (PostgreSQL), and what it cannot see: interrupts, the hypervisor, and
    // other containers on the same cores, whose load moves the tail from run to run of the same code.
    const machineAfter = machineCpuSeconds();
    const machine = (machineAfter.busy - machineBefore.busy) / seconds;
    const visible = (visibleProcessesCpuSeconds() - visibleBefore) / seconds;
    const watchersCpu = (ownCpuSeconds() - ownBefore) / seconds;
    const phonesCpu = phones.cpuSeconds / seconds;
    const rest = visible - cpu.reduce((sum, share) => sum + share, 0) - watchersCpu - phonesCpu;
    const unseen = (machineAfter.processes - machineBefore.processes) / seconds - visible;
    const interrupts = (machineAfter.interrupts - machineBefore.interrupts) / seconds;
    const steal = (machineAfter.steal - machineBefore.steal) / seconds;
    clearInterval(memoryTimer);
    const loadAfter = loadavg();
    const workMsAfter = coreWorkMs();
    // The last updates (coalesced for up to 500 ms) and the reads they start.
    await sleep(2000);
    reading = false;
    for (const watcher of watchers) watcher.close();

    // Nothing lost: every acknowledged hole is in the database with the strokes acknowledged last.
    const cards = big.players.slice(0, settings.phones).map((player) => player.cardId);
    const stored = await benchDb
      .selectFrom('tournament_cards')
      .innerJoin('match_scores', 'match_scores.match_id', 'tournament_cards.match_id')
      .select(['tournament_cards.id as card', 'match_scores.hole', 'match_scores.score'])
      .where('tournament_cards.id', 'in', cards)
      .execute();
    const inDatabase = new Map(stored.map((row) => [`${row.card}:${row.hole}`, row.score]));
    const lost = [...acknowledged].filter(([key, strokes]) => inDatabase.get(key) !== strokes).length;
    const delays = updateDelays(saveVersions, watchers, Number.POSITIVE_INFINITY);
    const missed = delays.filter((delay) => !Number.isFinite(delay)).length;

    const bigP99 = percentile(probes.big, 99);
    const smallP99 = percentile(probes.small, 99);
    const ratio = smallP99 > 0 ? bigP99 / smallP99 : Number.POSITIVE_INFINITY;
    const savesP99 = percentile(saveMs, 99);
    const delayP99 = percentile(delays, 99);
    const rows: Array<[string, string, string, boolean | null]> = [
      ['hole saves', `${saveMs.length} in ${seconds.toFixed(0)} s (${(saveMs.length / seconds).toFixed(0)}/s)`, '', null],
      ['hole save latency', summary(saveMs), `p99 < ${TARGETS.saveP99Ms} ms`, savesP99 < TARGETS.saveP99Ms],
      [`warm-up (first ${settings.warmupSeconds} s): saves`, summary(phones.warmup.saveMs), 'not counted', null],
      ['warm-up: board reads p99, 1,000 / 10', `${percentile(phones.warmup.probes.big, 99).toFixed(1)} / ${percentile(phones.warmup.probes.small, 99).toFixed(1)} ms`, 'not counted', null],
      ['board read, 1,000 entrants (prober)', summary(probes.big), '', null],
      ['board read, 10 entrants (prober)', summary(probes.small), '', null],
      ['board read p99, 1,000 / 10 entrants', ratio.toFixed(2), `<= ${TARGETS.readRatio}`, ratio <= TARGETS.readRatio],
      ['boards carried to watchers', `${carried.boards} (${carried.boards > 0 ? (carried.bytes / carried.boards / 1024).toFixed(1) : '0'} KB each, gzip in base64)`, '', null],
      ['update delay, save to watcher', `${summary(delays.filter(Number.isFinite))}, ${missed} missed`, `p99 < ${TARGETS.delayP99Ms} ms`, delayP99 < TARGETS.delayP99Ms],
      ['acknowledged holes in the database', `${acknowledged.size - lost} of ${acknowledged.size}`, 'all', lost === 0],
      ['server CPU', cpu.map((share) => `${(share * 100).toFixed(0)} %`).join(' + ') + ' of a core', '', null],
      ['machine CPU (all cores, in cores)', `${machine.toFixed(2)} of ${cpus().length}: watchers ${watchersCpu.toFixed(2)}, phones ${phonesCpu.toFixed(2)}, database and the rest here ${rest.toFixed(2)}`, '', null],
      ['  not of this container\'s processes', `${unseen.toFixed(2)} (other containers), interrupts ${interrupts.toFixed(2)}, steal ${steal.toFixed(2)}`, '', null],
      ['server memory (peak RSS)', peakMb.map((mb) => `${mb.toFixed(0)} MB`).join(' + '), '', null],
      ['failed requests', String(failures.length), '0', failures.length === 0],
      ['fixed work on a core before / after', `${workMsBefore.toFixed(0)} / ${workMsAfter.toFixed(0)} ms (a 1,000-row board to JSON and back, 40 times)`, '', null],
      ['load average after', loadAfter.map((n) => n.toFixed(2)).join(' '), '', null],
    ];
    console.log('');
    for (const [name, value, target, met] of rows) {
      console.log(`${name.padEnd(40)} ${value.padEnd(52)} ${target.padEnd(14)} ${met === null ? '' : met ? 'ok' : 'MISSED'}`);
    }
    if (failures.length > 0) console.log(`First failures: ${[...new Set(failures)].slice(0, 5).join('; ')}`);
    return rows.some(([, , , met]) => met === false) ? 1 : 0;
  } finally {
    for (const watcher of watchers) watcher.close();
    await Promise.all(running.map((server) => server.stop()));
    await benchDb.destroy();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
