import type { SessionUser } from '../../../../shared/auth/auth.schema';
import { getClubSettings } from '../../club/club-settings.service';
import type { Db } from '../../../platform/db/db';
import { hasTwoFactor } from './has-two-factor';

export const TWO_FACTOR_SETUP_REQUIRED =
  'The club requires two-factor authentication for admins. Turn it on under My Profile, Security, to use the admin pages.';

/** True when the club requires a second factor for admins and this admin has none yet. */
export async function adminNeedsTwoFactorSetup(db: Db, user: SessionUser): Promise<boolean> {
  if (user.memberType !== 'admin') return false;
  const { requireAdminTwoFactor } = await getClubSettings(db);
  return requireAdminTwoFactor && !(await hasTwoFactor(db, user.id));
}
