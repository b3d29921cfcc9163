import type { LoginInput, SessionUser } from '../../../shared/auth/auth.schema';
import { AppError } from '../../platform/core/app-error';
import type { AppDeps } from '../../platform/deps/deps';
import type { UserRow } from '../../platform/db/schema';
import { findUserByUsername } from '../users/users.service';
import { toSessionUser } from '../users/user-mapper';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords/password';
import { admitSignInAttempt, clearSignInAttempts, passwordWasRight, recordSignInFailure, type SignInSource } from './sign-in-limits';
import { isTrustedDevice, trustDevice } from './trusted-device.service';

// One answer for an unknown user and a wrong password, so usernames cannot be probed.
const INVALID_CREDENTIALS = 'Invalid username or password';

export interface Authenticated {
  user: SessionUser;
  /** The browser's device token to keep (new after a first sign-in on this browser). */
  deviceToken: string;
}

async function signInSource(deps: Pick<AppDeps, 'db'>, user: UserRow | undefined, ip: string, deviceToken: string | undefined): Promise<SignInSource> {
  const trusted = user !== undefined && (await isTrustedDevice(deps.db, user.id, deviceToken));
  return { ip, trustedDeviceToken: trusted ? deviceToken : undefined };
}

/** Checks the password under the sign-in limits (see sign-in-limits.ts); a second factor may still follow. */
export async function checkPassword(deps: AppDeps, input: LoginInput, ip: string, deviceToken: string | undefined): Promise<UserRow> {
  const username = input.username.trim().toLowerCase();
  const user = await findUserByUsername(deps.db, input.username);
  const admitted = await admitSignInAttempt(deps, username, await signInSource(deps, user, ip, deviceToken));
  const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid) {
    await recordSignInFailure(deps, username);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await passwordWasRight(deps, admitted);
  return user;
}

/**
 * Every factor passed: this browser's attempts are cleared and it becomes trusted for the member;
 * the caller starts the session and keeps the device token in its cookie.
 */
export async function completeAuthentication(deps: AppDeps, user: UserRow, ip: string, deviceToken: string | undefined): Promise<Authenticated> {
  await clearSignInAttempts(deps, user.username.toLowerCase(), await signInSource(deps, user, ip, deviceToken));
  return { user: toSessionUser(user), deviceToken: await trustDevice(deps.db, user.id, deviceToken, deps.clock.now()) };
}
