import { AppError } from '../../platform/core/app-error';
import type { AppDeps } from '../../platform/deps/deps';
import { tooManyAttempts, waitText } from '../../platform/limits/enforce-rate-limit';
import type { RateDecision } from '../../platform/limits/rate-limiter';
import { hashToken } from './session.service';

/**
 * Sign-in limits that slow attackers without locking anyone out (docs/decisions/sign-in-limits.md):
 * attempts are counted per (username, address) pair, or per (username, trusted browser) when the
 * browser signed in as that member before; a success clears its pair; failures for the username
 * from anywhere only add a growing delay; failures from one address across usernames have a
 * ceiling of their own (password spraying), which a trusted browser does not meet.
 */
export interface SignInSource {
  ip: string;
  /** The device token, when it belongs to a past successful sign-in of this username. */
  trustedDeviceToken: string | undefined;
}

/** What admitting an attempt counted that a right password takes back. */
export interface AdmittedSignIn {
  /** The attempt's place under the address's ceiling on failures, when it took one. */
  address: { ip: string; at: number } | null;
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

export function tooManyFailuresFromAddress(decision: RateDecision): AppError {
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-ins from your network. Please wait ${waitText(decision.retryAfterSeconds)} and try again.`,
  );
}

/**
 * Counts this attempt against its pair and, from a browser not trusted for the username, against
 * its address (refusing it when either is over), then waits out the username's delay. The address
 * counts failures only: the caller hands the answer to `passwordWasRight` when it was not one.
 */
export async function admitSignInAttempt(
  deps: Pick<AppDeps, 'db' | 'limiters' | 'config' | 'clock'>,
  username: string,
  source: SignInSource,
  sleep = defaultSleep,
): Promise<AdmittedSignIn> {
  const decision = await deps.limiters.signInPairs.hit(deps.db, pairKey(username, source));
  if (!decision.allowed) throw tooManyAttempts(decision);
  if (source.trustedDeviceToken) return { address: null };
  // Counted before the password is checked, so a burst of parallel guesses cannot all slip under the ceiling.
  const at = deps.clock.now().getTime();
  const fromAddress = await deps.limiters.signInAddresses.hit(deps.db, source.ip, at);
  if (!fromAddress.allowed) throw tooManyFailuresFromAddress(fromAddress);
  const delay = usernameDelayMs(await deps.limiters.signInUsernames.count(deps.db, username), deps.config.LOGIN_DELAY_MAX_MS);
  if (delay > 0) await sleep(delay);
  return { address: { ip: source.ip, at } };
}

/** A right password is not a failure: its place under the address's ceiling is given back. */
export async function passwordWasRight(deps: Pick<AppDeps, 'db' | 'limiters'>, admitted: AdmittedSignIn): Promise<void> {
  if (admitted.address) await deps.limiters.signInAddresses.release(deps.db, admitted.address.ip, admitted.address.at);
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
