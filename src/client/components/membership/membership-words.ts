import type { Membership } from '../../../shared/membership/membership.schema';
import { dayjs, LONG_DATE } from '../../lib/dates';

export const longDay = (day: string) => dayjs(day).format(LONG_DATE);

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** One sentence on where the member's year stands, as the banner and the card say it. */
export function membershipSentence(membership: Membership): string {
  const { status, paidThrough, daysLeft, graceDaysLeft } = membership;
  if (!paidThrough) return 'Your membership does not expire.';
  switch (status) {
    case 'active':
      return `Your membership is paid through ${longDay(paidThrough)}.`;
    case 'expiring':
      return daysLeft === 0
        ? `Your membership ends today, ${longDay(paidThrough)}.`
        : `Your membership ends on ${longDay(paidThrough)}, in ${days(daysLeft ?? 0)}.`;
    case 'grace':
      return `Your membership ended on ${longDay(paidThrough)}. You have ${days(graceDaysLeft ?? 0)} of grace left to renew.`;
    case 'lapsed':
      return `Your membership ended on ${longDay(paidThrough)} and has lapsed.`;
  }
}
