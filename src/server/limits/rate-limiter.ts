interface RateRule {
  limit: number;
  windowMs: number;
}

interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

const MAX_KEYS = 50_000;

/** In-memory sliding-window limiter: a key may act `limit` times per window, for every rule. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly longestWindow: number;

  constructor(private readonly rules: RateRule[]) {
    this.longestWindow = Math.max(...rules.map((rule) => rule.windowMs));
  }

  hit(key: string, now = Date.now()): RateDecision {
    const recent = (this.hits.get(key) ?? []).filter((time) => time > now - this.longestWindow);
    for (const rule of this.rules) {
      const inWindow = recent.filter((time) => time > now - rule.windowMs);
      if (inWindow.length >= rule.limit) {
        const oldest = inWindow[0] ?? now;
        this.hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)) };
      }
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.evictOldest();
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private evictOldest(): void {
    const oldestKey = this.hits.keys().next().value;
    if (oldestKey !== undefined) this.hits.delete(oldestKey);
  }
}
