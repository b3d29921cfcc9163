import type { AdminMemberListItem } from '../../../shared/members/member.schema';
import { countOf } from '../../lib/count-words';

type IndexSource = NonNullable<AdminMemberListItem['competitionIndex']>['source'];

/** Where a member's index comes from, in one short word (a new source must be named here). */
export const INDEX_SOURCE_WORDS: Record<IndexSource, string> = {
  club: 'club',
  set: 'set',
  declared: 'declared',
};

/** The member's standing in words: Admin, Active, Expires in 5 days, Grace, 3 days past, Lapsed 40 days. */
export function statusWords(member: Pick<AdminMemberListItem, 'memberType' | 'membershipStatus' | 'statusDays'>): string {
  if (member.memberType === 'admin') return 'Admin';
  const days = member.statusDays;
  switch (member.membershipStatus) {
    case 'active':
      return 'Active';
    case 'expiring':
      return days === null ? 'Expiring' : days === 0 ? 'Expires today' : `Expires in ${countOf(days, 'day', 'days')}`;
    case 'grace':
      return days === null ? 'Grace' : `Grace, ${countOf(days, 'day', 'days')} past`;
    case 'lapsed':
      return days === null ? 'Lapsed' : `Lapsed ${countOf(days, 'day', 'days')}`;
  }
}

/** "12.3 (club)"; a plus index is written +1.2; "—" without one. */
export function indexWords(index: AdminMemberListItem['competitionIndex']): string {
  if (index === null) return '—';
  const value = index.index < 0 ? `+${Math.abs(index.index).toFixed(1)}` : index.index.toFixed(1);
  return `${value} (${INDEX_SOURCE_WORDS[index.source]})`;
}
