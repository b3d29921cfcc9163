import type { Db } from '../db/db';
import {
  countRateEvents,
  deleteOneRateEvent,
  deleteRateEvents,
  insertRateEvent,
  listRateEventTimes,
  recordIfUnder,
  type WindowRule,
} from './rate-events.repository';
import type { Clock } from '../core/clock';

// Housekeeping forgets attempts older than any window.
export { purgeRateEventsBefore } from './rate-events.repository';

export type RateRule = WindowRule;

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * A sliding-window limit kept in the database (table rate_events), so it survives a restart and
 * two processes share it: a key may act `limit` times per window, for every rule. Refused acts
 * are not recorded, so hammering does not extend the wait.
 */
export class RateLimiter {
  private readonly longestWindow: number;

  constructor(
    private readonly bucket: string,
    private readonly rules: RateRule[],
    /** Where "now" comes from when a call does not name the instant. */
    private readonly clock: Clock,
  ) {
    this.longestWindow = Math.max(...rules.map((rule) => rule.windowMs));
  }

  /** Counts the act (or `count` acts at once) if the key has room; otherwise says how long until it has. */
  async hit(db: Db, key: string, now = this.clock.now().getTime(), count = 1): Promise<RateDecision> {
    if (await recordIfUnder(db, this.bucket, key, now, this.rules, count)) return { allowed: true, retryAfterSeconds: 0 };
    return this.refusal(db, key, now, count);
  }

  /** Whether the key has room, without counting anything. */
  async check(db: Db, key: string, now = this.clock.now().getTime()): Promise<RateDecision> {
    for (const rule of this.rules) {
      if ((await countRateEvents(db, this.bucket, key, now - rule.windowMs)) >= rule.limit) return this.refusal(db, key, now);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Counts an act that already happened (a failed password), whatever the limit. */
  async record(db: Db, key: string, now = this.clock.now().getTime()): Promise<void> {
    await insertRateEvent(db, this.bucket, key, now);
  }

  async count(db: Db, key: string, now = this.clock.now().getTime()): Promise<number> {
    return countRateEvents(db, this.bucket, key, now - this.longestWindow);
  }

  /**
   * Takes back one act a `hit` counted at `at`, once the act turned out not to count (a right
   * password against a limit on failures). Counting first and taking back after keeps racing
   * requests from all slipping past a limit that is only checked.
   */
  async release(db: Db, key: string, at: number): Promise<void> {
    await deleteOneRateEvent(db, this.bucket, key, at);
  }

  async reset(db: Db, key: string): Promise<void> {
    await deleteRateEvents(db, this.bucket, key);
  }

  private async refusal(db: Db, key: string, now: number, count = 1): Promise<RateDecision> {
    const times = await listRateEventTimes(db, this.bucket, key, now - this.longestWindow);
    let waitMs = 0;
    for (const rule of this.rules) {
      const inWindow = times.filter((time) => time > now - rule.windowMs);
      if (inWindow.length + count <= rule.limit) continue;
      // Room comes back when enough of the oldest acts have left the window.
      const freeing = inWindow[inWindow.length + count - 1 - rule.limit] ?? now;
      waitMs = Math.max(waitMs, freeing + rule.windowMs - now);
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
