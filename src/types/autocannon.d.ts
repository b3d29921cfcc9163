// autocannon 8 ships no typings: only what scripts/bench uses.
declare module 'autocannon' {
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Worker threads generating the load, so it does not share the server's thread. */
    workers?: number;
    headers?: Record<string, string>;
  }

  interface AutocannonStats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface AutocannonResult {
    requests: AutocannonStats & { total: number; sent: number };
    latency: AutocannonStats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  function autocannon(options: AutocannonOptions): PromiseLike<AutocannonResult>;
  export = autocannon;
}
