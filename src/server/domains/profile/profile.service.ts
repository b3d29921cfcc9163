import type { PasswordChangeInput, Profile, ProfileInput } from '../../../shared/profile/profile.schema';
import { AppError } from '../../platform/core/app-error';
import { hashPassword, verifyPassword } from '../../platform/passwords/password';
import { endOtherSessions } from '../auth/session.service';
import { endSecondFactorAttempts } from '../auth/two-factor/second-factor-limits';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import type { UserRow } from '../../platform/db/schema';
import { enforceRateLimit } from '../../platform/limits/enforce-rate-limit';
import { requireUser } from '../users/require-user';
import { updateUser } from '../users/users.service';
import { findPendingEmailOf, requestEmailChange } from './email-change.service';

const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

function toProfile(row: UserRow, pendingEmail: string | null): Profile {
  return {
    username: row.username,
    memberType: row.member_type,
    fullName: row.full_name ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    address: row.address ?? '',
    memberSince: row.created_at,
    postResults: row.post_results === 1,
    pendingEmail,
    timeZone: row.time_zone,
  };
}

export async function getProfile({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<Profile> {
  const [user, pending] = await Promise.all([requireUser(db, userId), findPendingEmailOf(db, userId, clock.now().toISOString())]);
  return toProfile(user, pending?.new_email ?? null);
}

/** Name, phone and address change at once; a new e-mail address waits for the password and its confirmation (`email-change.service`). */
export async function updateProfile(deps: AppDeps, userId: number, input: ProfileInput): Promise<Profile> {
  const user = await requireUser(deps.db, userId);
  const emailChanges = input.email.toLowerCase() !== (user.email ?? '').toLowerCase();
  if (emailChanges) await requestEmailChange(deps, user, input.email, input.currentPassword);
  await updateUser(deps.db, userId, {
    full_name: input.fullName,
    phone: input.phone,
    address: input.address,
    ...(!emailChanges && { email: input.email }),
    ...(input.timeZone !== undefined && { time_zone: input.timeZone }),
  });
  return getProfile(deps, userId);
}

/** The member's time zone: every time they see is shown in it. */
export async function setTimeZone(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, timeZone: string): Promise<Profile> {
  await requireUser(deps.db, userId);
  await updateUser(deps.db, userId, { time_zone: timeZone });
  return getProfile(deps, userId);
}

/** Whether the member's match results go to the club feed. */
export async function setPostResults(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, postResults: boolean): Promise<Profile> {
  await requireUser(deps.db, userId);
  await updateUser(deps.db, userId, { post_results: postResults ? 1 : 0 });
  return getProfile(deps, userId);
}

/**
 * Checks the current password (the member's own wrong guesses are limited), stores the new argon2id hash and
 * ends every other session of the member (the session making the change stays signed in) and every second
 * step someone opened with the old password.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'limiters'>,
  userId: number,
  input: PasswordChangeInput,
  keepSessionToken: string | undefined,
): Promise<{ success: true }> {
  const user = await requireUser(deps.db, userId);
  // The member's own wrong guesses are limited; strangers' failed sign-ins do not count here.
  const key = String(userId);
  await enforceRateLimit(deps.db, deps.limiters.passwordChanges, key);
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  await deps.limiters.passwordChanges.reset(deps.db, key);
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(deps.db, async (trx) => {
    await updateUser(trx, userId, { password_hash: passwordHash });
    await endOtherSessions(trx, userId, keepSessionToken);
    await endSecondFactorAttempts(deps, trx, userId);
  });
  return { success: true };
}
