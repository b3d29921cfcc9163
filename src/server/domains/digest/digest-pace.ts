const HOUR_MS = 60 * 60 * 1000;

export interface DigestPaceInput {
  /** Members still owed today's digest. */
  left: number;
  /** Members claimed today so far (queued or held). */
  claimed: number;
  /** Now, and the end of the digest hour, in milliseconds. */
  now: number;
  hourEnd: number;
  /** How often the schedule runs the digest. */
  tickMs: number;
}

/**
 * How many members one run of the schedule mails: what is left spread evenly over what is left of
 * the digest hour, so the whole club is done by its end (a process started or restarted within the
 * hour speeds up to finish in time; the run in the hour's last tick takes the rest). After the
 * hour (the server was down, or the day's hour was set later), the pace of the whole club over an
 * hour, so a late start is spread out too and still ends.
 */
export function digestQuota({ left, claimed, now, hourEnd, tickMs }: DigestPaceInput): number {
  if (left <= 0) return 0;
  const timeLeft = hourEnd - now;
  if (timeLeft <= 0) return Math.min(left, Math.ceil(((left + claimed) * tickMs) / HOUR_MS));
  if (timeLeft <= tickMs) return left;
  return Math.ceil((left * tickMs) / timeLeft);
}
