import { AppError } from '../core/app-error';
import type { Db } from '../db/db';
import type { RateDecision, RateLimiter } from './rate-limiter';

export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function tooManyAttempts(decision: RateDecision): AppError {
  return new AppError('TOO_MANY_REQUESTS', `Too many attempts. Please wait ${waitText(decision.retryAfterSeconds)} and try again.`);
}

/** Counts the act, or throws a 429 AppError with a readable wait time when the key is over its limit. */
export async function enforceRateLimit(db: Db, limiter: RateLimiter, key: string, tooMany = tooManyAttempts): Promise<void> {
  const decision = await limiter.hit(db, key);
  if (!decision.allowed) throw tooMany(decision);
}
