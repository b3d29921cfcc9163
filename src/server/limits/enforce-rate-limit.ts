import { AppError } from '../app-error';
import type { RateLimiter } from './rate-limiter';

/** Throws a 429 AppError with a readable wait time when the key is over its limit. */
export function enforceRateLimit(limiter: RateLimiter, key: string): void {
  const decision = limiter.hit(key);
  if (decision.allowed) return;
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  const wait = decision.retryAfterSeconds < 60 ? `${decision.retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  throw new AppError('TOO_MANY_REQUESTS', `Too many attempts. Please wait ${wait} and try again.`);
}
