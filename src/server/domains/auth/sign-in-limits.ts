import type { AppDeps } from '../../platform/deps/deps';
import { tooManyAttempts } from '../../platform/limits/enforce-rate-limit';
import { hashToken } from './session.service';

/**
 * Sign-in limits that slow attackers without locking anyone out (docs/decisions/sign-in-limits.md):
 * attempts are counted per (username, address) pair, or per (username, trusted browser) when the
 * browser signed in as that member before; a success clears its pair; failures for the username
 * from anywhere only add a growing delay.
 */
export interface SignInSource {
  ip: string;
  /** The device token, when it belongs to a past successful sign-in of this username. */
  trustedDeviceToken: string | undefined;
}

function pairKey(username: string, source: SignInSource): string {
  return source.trustedDeviceToken ? `${username}|device:${hashToken(source.trustedDeviceToken)}` : `${username}|ip:${source.ip}`;
}

const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 250;

/** No delay for the first few failures of a username, then doubling up to the cap: slower, never locked. */
export function usernameDelayMs(recentFailures: number, capMs: number): number {
  if (recentFailures < FREE_FAILURES) return 0;
  return Math.min(capMs, FIRST_DELAY_MS * 2 ** Math.min(recentFailures - FREE_FAILURES, 16));
}

/** Counts this attempt against its pair (refusing it when the pair is over), then waits out the username's delay. */
export async function admitSignInAttempt(deps: Pick<AppDeps, 'db' | 'limiters' | 'config'>, username: string, source: SignInSource, sleep = defaultSleep): Promise<void> {
  const decision = await deps.limiters.signInPairs.hit(deps.db, pairKey(username, source));
  if (!decision.allowed) throw tooManyAttempts(decision);
  if (source.trustedDeviceToken) return;
  const delay = usernameDelayMs(await deps.limiters.signInUsernames.count(deps.db, username), deps.config.LOGIN_DELAY_MAX_MS);
  if (delay > 0) await sleep(delay);
}

export async function recordSignInFailure(deps: Pick<AppDeps, 'db' | 'limiters'>, username: string): Promise<void> {
  await deps.limiters.signInUsernames.record(deps.db, username);
}

/** A success clears the pair's attempts; the username-wide count stays, so an attacker gains nothing. */
export async function clearSignInAttempts(deps: Pick<AppDeps, 'db' | 'limiters'>, username: string, source: SignInSource): Promise<void> {
  await deps.limiters.signInPairs.reset(deps.db, pairKey(username, source));
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
