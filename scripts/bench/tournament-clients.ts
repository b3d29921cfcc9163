import { type Agent, request } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { onServerSentEvents } from '../../src/test/event-stream';

// The bench's simulated browsers and phones: plain node:http, so a thousand of them cost little.

/** The value at percentile `p` (0-100) of `values`, 0 when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** A process's CPU seconds so far (Linux /proc/<pid>/stat, in clock ticks of 1/100 s): its own, and its ended children's it waited for. */
function processCpu(pid: number | string): { own: number; children: number } {
  // After the name: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { own: (Number(fields[11]) + Number(fields[12])) / 100, children: (Number(fields[13]) + Number(fields[14])) / 100 };
}

/** The CPU seconds a process has used so far (Linux: user + system time). */
export function cpuSeconds(pid: number): number {
  return processCpu(pid).own;
}

/**
 * How long a fixed piece of work like the server's takes on a core now (a 1,000-row board written
 * as JSON and read back, 40 times), the fastest of three, in ms. The same code's tail moves with it
 * from run to run: a host's other machines share its cores' caches and clocks without showing as
 * steal.
 */
export function coreWorkMs(): number {
  const rows = Array.from({ length: 1000 }, (_, i) => ({ userId: i, name: `Player ${i}`, flight: null, position: String(i + 1), thru: i % 18, gross: 70 + (i % 9), net: 60 + (i % 7), rounds: [{ gross: 70, net: 61, points: 36 }] }));
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    let size = 0;
    for (let i = 0; i < 40; i++) size += JSON.stringify(JSON.parse(JSON.stringify(rows))).length;
    if (size === 0) throw new Error('No work done');
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** CPU seconds the whole machine has spent so far, all cores together (Linux /proc/stat), by kind. */
export interface MachineCpu {
  /** Every state but idle and iowait. */
  busy: number;
  /** Processes' own time (user, nice, system): whichever container they run in. */
  processes: number;
  /** Interrupts and soft interrupts (the network's loopback among them). */
  interrupts: number;
  /** Taken by the hypervisor for other machines. */
  steal: number;
}

export function machineCpuSeconds(): MachineCpu {
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return { busy: (user + nice + system + irq + softirq + steal) / 100, processes: (user + nice + system) / 100, interrupts: (irq + softirq) / 100, steal: steal / 100 };
}

/**
 * CPU seconds used so far by every process this one can see (its container: the servers,
 * PostgreSQL, the bench, anything else started here) and by the children they waited for
 * (PostgreSQL's connections that ended). Beside `machineCpuSeconds`, what the machine spent on
 * processes it cannot see: other containers on the same cores.
 */
export function visibleProcessesCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { own, children } = processCpu(entry);
      total += own + children;
    } catch {
      // Ended between the listing and the read.
    }
  }
  return total;
}

/** This process's CPU seconds so far (user + system). */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Now as wall time in ms with microseconds, comparable between the bench's processes. */
export function wallNow(): number {
  return performance.timeOrigin + performance.now();
}

export interface Answer {
  status: number;
  ms: number;
}

/**
 * One request, its body read to the end (not decoded): status and time to the last byte, from when
 * it had a connection (the bench's own queue for a free connection is not the server's time).
 */
export function call(agent: Agent, url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  let started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('socket', () => {
      started = performance.now();
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export interface Watcher {
  /** Arrival time (`wallNow()`) and version of each `board` event. */
  events: Array<{ at: number; version: number }>;
  close: () => void;
}

/**
 * A browser watching a board: its EventSource, resolved once the stream answered 200. Each event's
 * data is the version, then (a stream naming a board) the board itself, which `onEvent` is given.
 */
export function watchBoard(agent: Agent, url: string, cookie: string, onEvent: (version: number, board: string | undefined) => void): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const events: Watcher['events'] = [];
    const req = request(url, { agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${url} answered ${res.statusCode ?? 0}`));
        return;
      }
      onServerSentEvents(res, (event, data) => {
        if (event !== 'board' || data === undefined) return;
        const space = data.indexOf(' ');
        const version = Number(space < 0 ? data : data.slice(0, space));
        events.push({ at: wallNow(), version });
        onEvent(version, space < 0 ? undefined : data.slice(space + 1));
      });
      resolve({ events, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * For each save (acknowledged at `at`, the board then at least at `version`), how long each watcher
 * waited for an event saying so: the first event at or after the acknowledgement with that version
 * or newer. A save with no such event before the end counts as `missedMs`.
 */
export function updateDelays(saves: Array<{ at: number; version: number }>, watchers: Watcher[], missedMs: number): number[] {
  const sorted = [...saves].sort((a, b) => a.at - b.at);
  const delays: number[] = [];
  for (const { events } of watchers) {
    // A watcher's events come in time order with versions that never go down (one process sends them).
    let from = 0;
    for (const save of sorted) {
      while (from < events.length && (events[from]?.at ?? 0) < save.at) from += 1;
      let low = from;
      let high = events.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((events[middle]?.version ?? 0) >= save.version) high = middle;
        else low = middle + 1;
      }
      const event = events[low];
      delays.push(event ? event.at - save.at : missedMs);
    }
  }
  return delays;
}

/** What the bench hands its phones' process, and what that process answers (scripts/bench/tournament-phones.ts). */
export const phonesTaskSchema = z.object({
  servers: z.array(z.string()),
  database: z.string(),
  seconds: z.number(),
  /** When (wall time, `wallNow()`) the phones start: the bench's own clock for the warm-up's end is the same. */
  startsAt: z.number(),
  /** Seconds of the same load first, measured apart (a server fresh from its start compiles its hot code meanwhile). */
  warmupSeconds: z.number(),
  tournamentId: z.number(),
  smallTournamentId: z.number(),
  phones: z.array(z.object({ cardId: z.number(), cookie: z.string() })),
  proberCookie: z.string(),
});
export type PhonesTask = z.infer<typeof phonesTaskSchema>;

export const phonesResultSchema = z.object({
  saveMs: z.array(z.number()),
  /** `${cardId}:${hole}` and the strokes acknowledged last. */
  acknowledged: z.array(z.tuple([z.string(), z.number()])),
  /** When a save was acknowledged (wall time, ms) and the board's version read just after. */
  saveVersions: z.array(z.object({ at: z.number(), version: z.number() })),
  probes: z.object({ big: z.array(z.number()), small: z.array(z.number()) }),
  /** The same measures during the warm-up. */
  warmup: z.object({ saveMs: z.array(z.number()), probes: z.object({ big: z.array(z.number()), small: z.array(z.number()) }) }),
  failures: z.array(z.string()),
  /** The phones' process's own CPU seconds after the warm-up (the load generator shares the machine). */
  cpuSeconds: z.number(),
});
export type PhonesResult = z.infer<typeof phonesResultSchema>;
