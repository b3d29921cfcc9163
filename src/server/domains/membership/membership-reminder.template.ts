import type { MembershipStanding } from '../../../shared/membership/membership.schema';
import { standingSentence, yourMembershipPhrase } from '../../../shared/membership/membership-standing';
import { formatCalendarDay } from '../../../shared/zoned-time';
import type { MailMessage } from '../../platform/mail/mail.types';
import { renderEmail } from '../../platform/mail/templates/email-layout';

interface MembershipReminderData {
  clubName: string;
  to: string;
  name: string;
  /** The member's standing at the instant the reminder is sent: the same one the pages show. */
  standing: MembershipStanding;
  price: string;
  renewUrl: string;
}

const longDay = (day: string) => formatCalendarDay(day, 'en-US', 'longDate');

/** What renewing does now, after the sentence on where the year stands. */
function renewalOffer({ standing, price }: MembershipReminderData): string {
  switch (standing.status) {
    case 'active':
    case 'expiring':
      return `You can renew now for another year for ${price}; the new year starts the day after ${longDay(standing.renewalDate ?? '')}, so you lose no day.`;
    case 'grace':
      return `Renew for ${price} to carry on: your new year runs from the day you pay.`;
    case 'lapsed':
      return `You can still sign in to see your profile and statements, and renewing for ${price} opens everything again at once.`;
  }
}

/** A renewal reminder worded by the member's real state: due in N days, due today, lapsed N days ago. */
export function membershipReminderEmail(data: MembershipReminderData): MailMessage {
  const daysLeft = data.standing.daysLeft ?? 0;
  const body = renderEmail({
    clubName: data.clubName,
    heading: daysLeft < 0 ? 'Your membership has lapsed' : 'Time to renew your membership',
    paragraphs: [`Dear ${data.name},`, `${standingSentence(data.standing, longDay)} ${renewalOffer(data)}`],
    action: { label: 'Renew my membership', url: data.renewUrl },
  });
  return { to: data.to, subject: `${data.clubName}: ${yourMembershipPhrase(daysLeft)}`, ...body };
}
