import type { MembershipAccount } from '../../../shared/membership/membership-standing';
import { unauthorized } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { UserRow } from '../../platform/db/schema';
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
  listUsersByIds,
  pseudonymiseUser,
  writePaidThrough,
  updateUser,
} from './users.repository';

/** What the membership standing is computed from (src/shared/membership/membership-standing.ts). */
export function membershipAccountOf(user: Pick<UserRow, 'member_type' | 'paid_through'>): MembershipAccount {
  return { memberType: user.member_type, paidThrough: user.paid_through };
}

/** The member's own time zone for their e-mails, or null when they have not set one (the club's is used). */
export async function timeZoneOf(db: Db, userId: number): Promise<string | null> {
  return (await findUserById(db, userId))?.time_zone ?? null;
}

/**
 * Inside a write's transaction: the acting member's account still exists. A request that read its
 * session before the account was deleted in another tab finds it gone here, and changes nothing.
 */
export async function assertAccountOpen(trx: Db, userId: number): Promise<void> {
  const user = await findUserById(trx, userId);
  if (!user || user.deleted_at !== null) throw unauthorized();
}
