// The bench's phones and its probers, in a process of their own (scripts/bench/tournament.ts starts
// it): the thousand watchers' reads must not hold up their timers or their answers. Reads its task
// as JSON on stdin, writes its measurements as JSON on stdout.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { openDatabase } from '../../src/server/platform/db/database';
import { call, ownCpuSeconds, type PhonesResult, type PhonesTask, phonesTaskSchema, wallNow } from './tournament-clients';

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Between two of a prober's reads: ~1,200 of each board in a minute. With 100 ms (~280 each) the
 * p99 was the third slowest read and its ratio ran from 0.84 to 2.5 between runs of the same code.
 */
const PROBE_PAUSE_MS = 20;
/**
 * Probers reading at once, each on its own connection: with one (~1,300 reads of each board) the
 * p99 was the 13th slowest read, and the same code's ratio ran from 0.77 to 1.45 (session 51).
 */
const PROBERS = 2;

async function run(task: PhonesTask): Promise<PhonesResult> {
  const db = openDatabase(task.database);
  let turn = 0;
  const nextServer = () => task.servers[turn++ % task.servers.length] ?? '';
  const phoneAgent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  await sleep(task.startsAt - wallNow());
  const measuredFrom = performance.now() + task.warmupSeconds * 1000;
  const endsAt = measuredFrom + task.seconds * 1000;
  const result: PhonesResult = { saveMs: [], acknowledged: [], saveVersions: [], probes: { big: [], small: [] }, warmup: { saveMs: [], probes: { big: [], small: [] } }, failures: [], cpuSeconds: 0 };
  let cpuBefore = ownCpuSeconds();
  const warmupEnds = setTimeout(() => (cpuBefore = ownCpuSeconds()), task.warmupSeconds * 1000);
  /** Where a measure goes: the warm-up's or the run's. */
  const measures = () => (performance.now() < measuredFrom ? result.warmup : result);
  const acknowledged = new Map<string, number>();

  // Each prober reads both boards in turns under the same load (the 10-entrant one is the baseline),
  // the second starting half a pause later with the other board.
  const probers = Array.from({ length: PROBERS }, async (_, prober) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await sleep((prober * PROBE_PAUSE_MS) / PROBERS);
    for (let i = prober; performance.now() < endsAt; i++) {
      const which = i % 2 === 0 ? 'big' : 'small';
      const url = `${nextServer()}/api/tournaments/${which === 'big' ? task.tournamentId : task.smallTournamentId}/leaderboard`;
      const answer = await call(agent, url, { headers: { ...BROWSER_HEADERS, cookie: task.proberCookie } });
      if (answer.status === 200) measures().probes[which].push(answer.ms);
      else result.failures.push(`probe ${answer.status}`);
      await sleep(PROBE_PAUSE_MS);
    }
  });

  // Each phone saves its next hole every 2-5 s, with a write key as the card screen sends it.
  let saves = 0;
  const phones = task.phones.map(async (phone, n) => {
    await sleep(Math.random() * 5000);
    for (let hole = 1; performance.now() < endsAt; hole = (hole % 18) + 1) {
      const strokes = 3 + ((n + hole) % 4);
      const answer = await call(phoneAgent, `${nextServer()}/api/cards/${phone.cardId}/holes/${hole}`, {
        method: 'PUT',
        headers: { cookie: phone.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ strokes, writeKey: randomUUID() }),
      }).catch((error: unknown) => ({ status: 0, ms: 0, error }));
      if (answer.status !== 200) result.failures.push(`hole save ${answer.status}`);
      else {
        const at = wallNow();
        const measured = performance.now() >= measuredFrom;
        measures().saveMs.push(answer.ms);
        acknowledged.set(`${phone.cardId}:${hole}`, strokes);
        saves += 1;
        // Every third save: the board's version now (at least this save's), for the delay to watchers.
        if (measured && saves % 3 === 0) {
          const row = await db.selectFrom('tournament_board_versions').select('version').where('tournament_id', '=', task.tournamentId).executeTakeFirst();
          result.saveVersions.push({ at, version: row?.version ?? 0 });
        }
      }
      await sleep(2000 + Math.random() * 3000);
    }
  });
  await Promise.all([...phones, ...probers]);
  clearTimeout(warmupEnds);
  result.cpuSeconds = ownCpuSeconds() - cpuBefore;
  await db.destroy();
  result.acknowledged = [...acknowledged];
  return result;
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => (input += chunk));
process.stdin.on('end', () => {
  const task = phonesTaskSchema.parse(JSON.parse(input));
  run(task).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
