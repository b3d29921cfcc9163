import type { LoginInput, SessionUser } from '../../shared/auth/auth.schema';
import { AppError } from '../app-error';
import type { AppDeps } from '../deps';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { findUserByUsername } from '../users/users.repository';
import { toSessionUser } from '../users/user-mapper';
import { decoyPasswordHash, verifyPassword } from './password';

// One answer for an unknown user and a wrong password, so usernames cannot be probed.
const INVALID_CREDENTIALS = 'Invalid username or password';

/** Checks the credentials (rate-limited per IP and per username); the caller starts the session. */
export async function authenticate(deps: AppDeps, input: LoginInput, ip: string): Promise<SessionUser> {
  enforceRateLimit(deps.limiters.loginByIp, ip);
  enforceRateLimit(deps.limiters.loginByUsername, input.username.toLowerCase());
  const user = await findUserByUsername(deps.db, input.username);
  const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return toSessionUser(user);
}
