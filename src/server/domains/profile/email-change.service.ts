import { AppError } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { AppDeps } from '../../platform/deps/deps';
import { inTransaction } from '../../platform/db/transaction';
import type { UserRow } from '../../platform/db/schema';
import { enforceRateLimit } from '../../platform/limits/enforce-rate-limit';
import { sendMail } from '../../platform/mail/mail.service';
import { verifyPassword } from '../../platform/passwords/password';
import { hashToken, newToken } from '../auth/session.service';
import { getClubSettings } from '../club/club-settings.service';
import { findUserById, updateUser } from '../users/users.service';
import { confirmNewEmail, emailChangeNotice } from './email-change.mail';
import { findEmailChangeByHash, markEmailChangeConfirmed, replacePendingEmailChange } from './email-changes.repository';

export { findPendingEmailOf } from './email-changes.repository';

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your e-mail address.';
const WRONG_PASSWORD = 'Current password is incorrect';
const LINK_HOURS = 24;

/**
 * The e-mail address takes an account (a password reset goes to it), so changing it needs the
 * password, waits for the new address to be confirmed, tells the old one, and is audited.
 */
export async function requestEmailChange(deps: AppDeps, user: UserRow, newEmail: string, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw new AppError('BAD_REQUEST', EMAIL_CHANGE_NEEDS_PASSWORD, { currentPassword: [EMAIL_CHANGE_NEEDS_PASSWORD] });
  const key = String(user.id);
  await enforceRateLimit(deps.db, deps.limiters.passwordChanges, key);
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw new AppError('BAD_REQUEST', WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] });
  }
  await deps.limiters.passwordChanges.reset(deps.db, key);
  const now = deps.clock.now();
  const token = newToken();
  await inTransaction(deps.db, async (trx) => {
    await replacePendingEmailChange(trx, {
      user_id: user.id,
      new_email: newEmail,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LINK_HOURS * 60 * 60 * 1000).toISOString(),
    });
    await recordAudit(trx, {
      actorId: user.id,
      action: 'profile.email_change_requested',
      entityType: 'member',
      entityId: user.id,
      summary: `Asked to change the e-mail address from ${user.email ?? 'none'} to ${newEmail}`,
      at: now,
    });
  });
  const { clubName } = await getClubSettings(deps.db);
  const confirmUrl = new URL(`/api/profile/email/confirm/${token}`, deps.config.PUBLIC_URL).href;
  await sendMail(deps, confirmNewEmail({ clubName, to: newEmail, username: user.username, confirmUrl }));
  if (user.email) await sendMail(deps, emailChangeNotice({ clubName, to: user.email, username: user.username, newEmail, done: false }));
}

/** The link from the new address: the change is made once, audited, and the old address told. */
export async function confirmEmailChange(deps: AppDeps, token: string): Promise<'confirmed' | 'expired'> {
  const now = deps.clock.now();
  const done = await inTransaction(deps.db, async (trx) => {
    const change = await findEmailChangeByHash(trx, hashToken(token));
    if (!change || change.confirmed_at !== null || change.expires_at <= now.toISOString()) return null;
    const user = await findUserById(trx, change.user_id);
    if (!user || user.deleted_at !== null) return null;
    if (!(await markEmailChangeConfirmed(trx, change.id, now.toISOString()))) return null;
    await updateUser(trx, user.id, { email: change.new_email });
    await recordAudit(trx, {
      actorId: user.id,
      action: 'profile.email_changed',
      entityType: 'member',
      entityId: user.id,
      summary: `Changed the e-mail address from ${user.email ?? 'none'} to ${change.new_email} (confirmed from the new address)`,
      at: now,
    });
    return { user, newEmail: change.new_email };
  });
  if (!done) return 'expired';
  if (done.user.email) {
    const { clubName } = await getClubSettings(deps.db);
    await sendMail(deps, emailChangeNotice({ clubName, to: done.user.email, username: done.user.username, newEmail: done.newEmail, done: true }));
  }
  return 'confirmed';
}
