/**
 * The process's own time and its waits, for work that paces itself (how long to rest between two
 * computations): not the club's clock, since it decides nothing a member sees. Tests pass their own
 * (`src/test/manual-pace.ts`) and move it, so no test waits for real time or races a timer.
 */
export interface Pace {
  /** Milliseconds on a clock that only moves forward. */
  now(): number;
  wait(ms: number): Promise<void>;
}

/** Performance time, and timers that do not keep a stopping process alive. */
export const realPace: Pace = {
  now: () => performance.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
};
