import type { Pace } from '../server/platform/core/pace';

interface Waiter {
  until: number;
  resolve: () => void;
}

/** Lets every promise chain that can go on, go on (the microtasks run before the next macrotask). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A Pace a test moves: time stands still until `advance` or `until`, which wake each wait in the
 * order its time comes and let what it set off run before the next, so a test of pacing is exact
 * and the same on a busy machine as on a quiet one.
 */
export class ManualPace implements Pace {
  private at = 0;
  private waiters: Waiter[] = [];

  now(): number {
    return this.at;
  }

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.waiters.push({ until: this.at + Math.max(0, ms), resolve }));
  }

  /** Moves time on by `ms`, waking each wait due on the way at its own time. */
  async advance(ms: number): Promise<void> {
    const target = this.at + ms;
    await settle();
    for (let next = this.nextDue(target); next; next = this.nextDue(target)) {
      this.at = Math.max(this.at, next.until);
      this.waiters.splice(this.waiters.indexOf(next), 1);
      next.resolve();
      await settle();
    }
    this.at = target;
  }

  /**
   * Moves time on as far as `promise` needs to settle, and answers what it settles with. While
   * nothing waits on the pace, what the promise waits for is outside it (a request, a database on
   * a socket): that is waited for in real time, up to `realLimitMs`.
   */
  async until<T>(promise: Promise<T>, realLimitMs = 10_000): Promise<T> {
    let settled = false;
    void promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    const giveUpAt = Date.now() + realLimitMs;
    await settle();
    while (!settled) {
      const next = this.nextDue(Number.POSITIVE_INFINITY);
      if (next) await this.advance(next.until - this.at);
      else if (Date.now() > giveUpAt) throw new Error(`Nothing waits on the pace, and the promise did not settle in ${realLimitMs} ms`);
      else await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return promise;
  }

  /** The first wait due by `target`, the earliest asked first among equals. */
  private nextDue(target: number): Waiter | undefined {
    return this.waiters.reduce<Waiter | undefined>((first, waiter) => (waiter.until <= target && (!first || waiter.until < first.until) ? waiter : first), undefined);
  }
}
