import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

interface LoadOptions {
  durationSeconds: number;
  connections: number;
  headers?: Record<string, string>;
}

/** Checks the URL answers 200, then drives it with autocannon from a worker thread. */
export async function measure(name: string, url: string, options: LoadOptions): Promise<LoadResult> {
  const probe = await fetch(url, { headers: options.headers });
  if (!probe.ok) throw new Error(`${name}: ${url} answered ${probe.status}, not 200`);
  await probe.arrayBuffer();

  const result = await autocannon({
    url,
    connections: options.connections,
    headers: options.headers,
    duration: options.durationSeconds,
    workers: 1,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export function formatResult(result: LoadResult): string {
  const failures = result.failures > 0 ? `  (${result.failures} failed requests!)` : '';
  return `${result.name.padEnd(32)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${result.p99Ms.toFixed(1).padStart(7)} ms${failures}`;
}

export function formatRatio(result: LoadResult, baseline: LoadResult): string {
  const ratio = baseline.requestsPerSecond > 0 ? result.requestsPerSecond / baseline.requestsPerSecond : 0;
  const slower = ratio > 0 ? ` (${(1 / ratio).toFixed(1)}x slower)` : '';
  return `${`${result.name} / ${baseline.name}`.padEnd(56)} ${ratio.toFixed(3)}${slower}`;
}
