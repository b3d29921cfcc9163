import type { SessionUser } from '../../../shared/auth/auth.schema';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../domains/auth/two-factor/admin-two-factor';

export const ADMINS_ONLY = 'Only club admins can do that.';

/**
 * Why a signed-in user may not do an admin's work, or null when they may: the one gate of the
 * admin procedures, the /api/admin routes and the REST admin checks. The role is the one the request
 * resolved (`request-user.ts`), so an admin still owing the second factor is refused here too.
 */
export function adminRefusal(user: SessionUser): string | null {
  if (user.memberType === 'admin') return null;
  return user.adminAwaitingTwoFactor ? TWO_FACTOR_SETUP_REQUIRED : ADMINS_ONLY;
}
