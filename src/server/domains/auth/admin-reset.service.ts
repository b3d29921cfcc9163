import { randomBytes } from 'node:crypto';
import { AppError, notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import { hashPassword } from '../../platform/passwords/password';
import { deleteSessionsOfUser } from './session.repository';
import { hasTwoFactor } from './two-factor/has-two-factor';
import { deleteTwoFactorOf } from './two-factor/two-factor.repository';
import { findUserByUsername, updateUser } from '../users/users.service';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';

/**
 * The way back for a club whose only admin lost the password or the phone (`npm run admin:reset -- <username>`):
 * a new random password, the second factor cleared, every session of that admin ended, the reset in the audit log.
 */
export async function resetAdminPassword({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, username: string): Promise<{ username: string; password: string; clearedTwoFactor: boolean }> {
  const user = await findUserByUsername(db, username.trim());
  if (!user) throw notFound(`There is no account named "${username}".`);
  if (user.member_type !== 'admin') {
    throw new AppError('BAD_REQUEST', `"${user.username}" is not an admin: an admin resets a member's password under Manage Members.`);
  }
  const password = randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(password);
  const clearedTwoFactor = await hasTwoFactor(db, user.id);
  await inTransaction(db, async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await deleteTwoFactorOf(trx, user.id);
    await deleteSessionsOfUser(trx, user.id);
    await recordAudit(trx, {
      actorId: user.id,
      action: 'member.password_reset',
      entityType: 'member',
      entityId: user.id,
      summary: `Reset the password of admin "${user.username}"${clearedTwoFactor ? ' and cleared their two-factor authentication' : ''} from the command line`,
      at: clock.now(),
    });
  });
  return { username: user.username, password, clearedTwoFactor };
}
