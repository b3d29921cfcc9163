import type { MembershipStanding } from '../../../shared/membership/membership.schema';
import { renewalDuePhrase } from '../../../shared/membership/membership-standing';

/** The line under the statements' Next Payment date: 'Due in 12 days', 'Due today', 'Lapsed 3 days ago', or when Renew opens. */
export function nextPaymentHint(standing: MembershipStanding, day: (date: string) => string): string {
  if (standing.daysLeft === null || standing.renewalOpensOn === null) return 'No renewal date';
  if (!standing.canRenew) return `Renewal opens ${day(standing.renewalOpensOn)}`;
  const phrase = renewalDuePhrase(standing.daysLeft);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}
