import { clubToday } from '../../../shared/club-time';
import { LAPSED_MESSAGE } from '../../../shared/membership/membership.schema';
import { forbidden, unauthorized } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { UserRow } from '../../platform/db/schema';
import { getClubSettings } from '../club/club-settings.service';
import { membershipStatusOn } from '../../../shared/membership/membership-standing';
import { findUserById } from '../users/users.service';

export const ADMIN_HAS_NO_MEMBERSHIP = 'Open games are for playing members: an admin account has no membership (admins never renew).';

/**
 * Inside a write's transaction: the member may post or join a game. Read from their row, not the
 * session, so a deletion, a lapse or a role change in another tab counts: a deleted account is signed
 * out, an admin account (which has no membership: its paid-through date is never read) is refused,
 * and so is a standard member past the grace period.
 */
export async function assertPlayingMember(db: Db, userId: number, now: Date): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deleted_at !== null) throw unauthorized();
  if (user.member_type === 'admin') throw forbidden(ADMIN_HAS_NO_MEMBERSHIP);
  const settings = await getClubSettings(db);
  if (membershipStatusOn(user.paid_through, clubToday(settings.timeZone, now), settings) === 'lapsed') throw forbidden(LAPSED_MESSAGE);
  return user;
}
