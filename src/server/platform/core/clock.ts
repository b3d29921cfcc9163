/** Where services read "now": the system clock, or a test's own, so no test waits for real time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
