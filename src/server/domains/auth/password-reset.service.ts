import {
  FORGOT_PASSWORD_ANSWER,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '../../../shared/auth/onboarding.schema';
import { AppError } from '../../platform/core/app-error';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { enforceRateLimit } from '../../platform/limits/enforce-rate-limit';
import { sendMail } from '../../platform/mail/mail.service';
import { forgetLink } from '../../platform/mail/outbox-links.service';
import { passwordResetEmail } from './password-reset.template';
import { updateUser } from '../users/users.service';
import { hashPassword } from '../../platform/passwords/password';
import {
  expireUnusedResets,
  findPasswordResetByHash,
  findUsersByEmail,
  insertPasswordResetToken,
  markPasswordResetUsed,
} from './password-reset.repository';
import { endOtherSessions, hashToken, newToken } from './session.service';
import { endSecondFactorAttempts } from './two-factor/second-factor-limits';
import { inTransaction } from '../../platform/db/transaction';

const RESET_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = 'This password reset link is not valid or has expired. Please ask for a new one.';

/** Always the same answer, so the form cannot tell who is a member. */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordInput,
  ip: string,
): Promise<{ success: true; message: string }> {
  const { email } = input;
  await enforceRateLimit(deps.db, deps.limiters.publicForms, `forgot-password:${ip}`);
  const users = await findUsersByEmail(deps.db, email);
  if (users.length > 0) {
    const club = await getClubSettings(deps.db);
    for (const user of users) {
      const token = newToken();
      const now = deps.clock.now().getTime();
      await expireUnusedResets(deps.db, user.id, new Date(now).toISOString());
      await insertPasswordResetToken(deps.db, {
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + RESET_TTL_MS).toISOString(),
        used_at: null,
      });
      const resetUrl = new URL(`/reset-password?token=${encodeURIComponent(token)}`, deps.config.PUBLIC_URL).href;
      await sendMail(deps, passwordResetEmail({ clubName: club.clubName, to: user.email ?? email, username: user.username, resetUrl }));
    }
  }
  return { success: true, message: FORGOT_PASSWORD_ANSWER };
}

/** Sets the new password once per link and ends every session of the member. */
export async function resetPassword(deps: AppDeps, input: ResetPasswordInput): Promise<{ success: true }> {
  const reset = await findPasswordResetByHash(deps.db, hashToken(input.token));
  const now = deps.clock.now();
  if (!reset || reset.used_at || Date.parse(reset.expires_at) <= now.getTime()) {
    throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  }
  const passwordHash = await hashPassword(input.password);
  await inTransaction(deps.db, async (trx) => {
    if (!(await markPasswordResetUsed(trx, reset.id, now.toISOString()))) {
      throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
    }
    await updateUser(trx, reset.user_id, { password_hash: passwordHash });
    await endOtherSessions(trx, reset.user_id);
    await endSecondFactorAttempts(deps, trx, reset.user_id);
  });
  await forgetLink(deps.db, input.token);
  return { success: true };
}
