// `npm run bench`: GET the public events through REST, through tRPC and from a bare
// Fastify route, one after another, and compare. BENCH_DURATION (s), BENCH_CONNECTIONS.
import { startBenchServers } from './bench/bench-servers';
import { formatRatio, formatResult, type LoadResult, measure } from './bench/load';

const EVENT_COUNT = 50;
const options = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
};

async function main(): Promise<number> {
  const servers = await startBenchServers(EVENT_COUNT);
  try {
    console.log(
      `Seeded ${EVENT_COUNT} events; ${options.connections} connections, ${options.durationSeconds} s each, load from a worker thread.\n`,
    );
    const targets: Array<[string, string]> = [
      ['REST GET /api/events', `${servers.appUrl}/api/events`],
      ['tRPC GET /trpc/events.list', `${servers.appUrl}/trpc/events.list`],
      ['bare Fastify (same JSON)', servers.bareUrl],
    ];
    const results: LoadResult[] = [];
    for (const [name, url] of targets) {
      const result = await measure(name, url, options);
      console.log(formatResult(result));
      results.push(result);
    }
    const [rest, trpc, bare] = results;
    if (!rest || !trpc || !bare) throw new Error('A measurement is missing');
    console.log('');
    console.log(formatRatio(rest, bare));
    console.log(formatRatio(trpc, bare));
    return results.some((result) => result.failures > 0) ? 1 : 0;
  } finally {
    await servers.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
