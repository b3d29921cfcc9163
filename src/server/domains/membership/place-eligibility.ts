import { clubToday } from '../../../shared/club-time';
import { getClubSettings } from '../club/club-settings.service';
import type { Db } from '../../platform/db/db';
import type { UserRow } from '../../platform/db/schema';
import { membershipStatusOn } from '../../../shared/membership/membership-standing';

export type PlaceHolder = Pick<UserRow, 'deleted_at' | 'member_type' | 'paid_through'>;

/**
 * Whether a place freed on a waitlist (an event's, a tee time's) may go to this member now: not a
 * deleted account, and not a standard member whose membership has lapsed. Those keep their turn
 * and are passed over, so a place is never given (and charged) to someone who cannot use it.
 */
export async function mayTakeAPlace(db: Db, member: PlaceHolder, now: Date): Promise<boolean> {
  if (member.deleted_at !== null) return false;
  if (member.member_type === 'admin') return true;
  const settings = await getClubSettings(db);
  return membershipStatusOn(member.paid_through, clubToday(settings.timeZone, now), settings) !== 'lapsed';
}
