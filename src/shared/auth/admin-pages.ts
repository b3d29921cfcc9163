import type { SessionUser } from './auth.schema';

/** Whether the admin pages open for this user (to work, or to say that two-factor comes first). Kept apart from zod for the public bundle. */
export function mayOpenAdminPages(user: SessionUser): boolean {
  return user.memberType === 'admin' || user.adminAwaitingTwoFactor === true;
}
