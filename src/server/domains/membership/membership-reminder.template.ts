import type { ReminderKind } from '../../platform/db/schema';
import type { MailMessage } from '../../platform/mail/mail.types';
import { renderEmail } from '../../platform/mail/templates/email-layout';

interface MembershipReminderData {
  clubName: string;
  to: string;
  name: string;
  kind: ReminderKind;
  paidThrough: string;
  /** The last day of the grace period. */
  graceEnds: string;
  price: string;
  renewUrl: string;
}

const subjects: Record<ReminderKind, (data: MembershipReminderData) => string> = {
  '30-days': (data) => `${data.clubName}: your membership renews on ${data.paidThrough}`,
  '7-days': (data) => `${data.clubName}: one week left on your membership`,
  due: (data) => `${data.clubName}: your membership is due today`,
  lapsed: (data) => `${data.clubName}: your membership has lapsed`,
};

const lead: Record<ReminderKind, (data: MembershipReminderData) => string> = {
  '30-days': (data) => `Your membership is paid through ${data.paidThrough}. You can renew now for another year for ${data.price}.`,
  '7-days': (data) => `Your membership runs out in a week, on ${data.paidThrough}. Renew for another year for ${data.price} to keep playing without a break.`,
  due: (data) => `Your membership is paid through today, ${data.paidThrough}. You keep full access until ${data.graceEnds}; renew for ${data.price} to carry on.`,
  lapsed: (data) => `Your membership lapsed on ${data.graceEnds}. You can still sign in to see your profile and statements, and renewing for ${data.price} opens everything again at once.`,
};

export function membershipReminderEmail(data: MembershipReminderData): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: data.kind === 'lapsed' ? 'Your membership has lapsed' : 'Time to renew your membership',
    paragraphs: [`Dear ${data.name},`, lead[data.kind](data)],
    action: { label: 'Renew my membership', url: data.renewUrl },
  });
  return { to: data.to, subject: subjects[data.kind](data), ...body };
}
