// The bench's phones and its prober, in a process of their own (scripts/bench/tournament.ts starts
// it): the thousand watchers' reads must not hold up their timers or their answers. Reads its task
// as JSON on stdin, writes its measurements as JSON on stdout.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { openDatabase } from '../../src/server/platform/db/database';
import { call, ownCpuSeconds, type PhonesResult, type PhonesTask, phonesTaskSchema, wallNow } from './tournament-clients';

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Between two of the prober's readings of both boards: ~2,800 of each in a minute. With 100 ms (~280
 * each) the p99 was the third slowest read and its ratio ran from 0.84 to 2.5 between runs of the same code.
 */
const PROBE_PAUSE_MS = 20;

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

  // The prober reads both boards at the same moment, from the same server, on a connection each
  // (which is sent first alternates): a pause of the server or of this process then falls on both
  // reads, and the two p99s compare the boards, not the moments each board happened to be read at.
  // Read in turns, the 10-entrant board read in both places gave a p99 ratio of 1.09, 1.10 and 1.19
  // (session 52): most of the 1.3 allowed was the measurement's own spread.
  const prober = (async () => {
    const agents = { big: new Agent({ keepAlive: true, maxSockets: 1 }), small: new Agent({ keepAlive: true, maxSockets: 1 }) };
    const ids = { big: task.tournamentId, small: task.smallTournamentId };
    for (let i = 0; performance.now() < endsAt; i++) {
      const server = nextServer();
      const into = measures();
      const order: ReadonlyArray<'big' | 'small'> = i % 2 === 0 ? ['big', 'small'] : ['small', 'big'];
      const answers = await Promise.all(
        order.map(async (which) => ({ which, answer: await call(agents[which], `${server}/api/tournaments/${ids[which]}/leaderboard`, { headers: { ...BROWSER_HEADERS, cookie: task.proberCookie } }) })),
      );
      for (const { which, answer } of answers) {
        if (answer.status === 200) into.probes[which].push(answer.ms);
        else result.failures.push(`probe ${answer.status}`);
      }
      await sleep(PROBE_PAUSE_MS);
    }
  })();

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
  await Promise.all([...phones, prober]);
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
