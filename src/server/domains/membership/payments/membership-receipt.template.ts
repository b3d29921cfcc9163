import type { MailAttachment, MailMessage } from '../../../platform/mail/mail.types';
import { renderEmail } from '../../../platform/mail/templates/email-layout';

interface MembershipReceiptData {
  clubName: string;
  to: string;
  name: string;
  amount: string;
  /** What was paid for: "your membership, now paid through 2027-12-01" or "your balance". */
  paidFor: string;
  statement: MailAttachment;
}

export function membershipReceiptEmail(data: MembershipReceiptData): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: 'Payment received',
    paragraphs: [
      `Dear ${data.name},`,
      `Thank you: we have received your payment of ${data.amount} for ${data.paidFor}.`,
      'Your statement for this month is attached, and you can see every statement in the members area.',
    ],
  });
  return { to: data.to, subject: `${data.clubName}: receipt for your payment of ${data.amount}`, ...body, attachments: [data.statement] };
}
