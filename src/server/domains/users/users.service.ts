import { unauthorized } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import { findUserById } from './users.repository';

// What other modules may read and change of a user: the users table is written only through here.
export {
  countUsers,
  deleteUserRow,
  findUserById,
  findUserByUsername,
  insertUser,
  listAdminEmails,
  listMembersWithEmail,
  pseudonymiseUser,
  writePaidThrough,
  updateUser,
} from './users.repository';

/**
 * Inside a write's transaction: the acting member's account still exists. A request that read its
 * session before the account was deleted in another tab finds it gone here, and changes nothing.
 */
export async function assertAccountOpen(trx: Db, userId: number): Promise<void> {
  const user = await findUserById(trx, userId);
  if (!user || user.deleted_at !== null) throw unauthorized();
}
