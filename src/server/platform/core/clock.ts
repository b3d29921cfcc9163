/** Where services read "now": the system clock, or a test's own, so no test waits for real time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `startIso` now and runs on at the real pace (BENCH_CLOCK_START). */
export function clockStartingAt(startIso: string, realNow: () => number = Date.now): Clock {
  const offset = Date.parse(startIso) - realNow();
  return { now: () => new Date(realNow() + offset) };
}
