import type { LoginInput, SessionUser } from '../../shared/auth/auth.schema';
import { AppError } from '../app-error';
import type { AppDeps } from '../deps';
import { findUserByUsername } from '../users/users.repository';
import { toSessionUser } from '../users/user-mapper';
import { decoyPasswordHash, verifyPassword } from './password';
import { admitSignInAttempt, clearSignInAttempts, recordSignInFailure } from './sign-in-limits';
import { isTrustedDevice, trustDevice } from './trusted-device.service';

// One answer for an unknown user and a wrong password, so usernames cannot be probed.
const INVALID_CREDENTIALS = 'Invalid username or password';

export interface Authenticated {
  user: SessionUser;
  /** The browser's device token to keep (new after a first sign-in on this browser). */
  deviceToken: string;
}

/**
 * Checks the credentials under the sign-in limits (see sign-in-limits.ts); the caller starts the
 * session and keeps the device token in its cookie.
 */
export async function authenticate(deps: AppDeps, input: LoginInput, ip: string, deviceToken: string | undefined): Promise<Authenticated> {
  const username = input.username.trim().toLowerCase();
  const user = await findUserByUsername(deps.db, input.username);
  const trusted = user !== undefined && (await isTrustedDevice(deps.db, user.id, deviceToken));
  const source = { ip, trustedDeviceToken: trusted ? deviceToken : undefined };
  await admitSignInAttempt(deps, username, source);
  const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid) {
    await recordSignInFailure(deps, username);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await clearSignInAttempts(deps, username, source);
  return { user: toSessionUser(user), deviceToken: await trustDevice(deps.db, user.id, deviceToken) };
}
