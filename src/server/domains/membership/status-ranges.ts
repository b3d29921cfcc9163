import type { MembershipStatus } from '../../../shared/membership/membership.schema';
import { addDays } from '../../../shared/club-time';
import type { RenewalRules } from '../../../shared/membership/membership-standing';

/**
 * The paid-through dates (inclusive) that give a status today, so lists can filter in SQL:
 * the same boundaries as membershipStatusOn.
 */
export function paidThroughRange(status: MembershipStatus, today: string, rules: RenewalRules): { from?: string; to?: string } {
  switch (status) {
    case 'active':
      return { from: addDays(today, rules.expiringDays + 1) };
    case 'expiring':
      return { from: today, to: addDays(today, rules.expiringDays) };
    case 'grace':
      return { from: addDays(today, -rules.graceDays), to: addDays(today, -1) };
    case 'lapsed':
      return { to: addDays(today, -rules.graceDays - 1) };
  }
}
