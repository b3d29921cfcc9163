import type { MailMessage } from '../../../platform/mail/mail.types';
import { renderEmail } from '../../../platform/mail/templates/email-layout';

interface PaymentLinkData {
  clubName: string;
  to: string;
  firstName: string;
  paymentUrl: string;
  price: string;
}

export function paymentLinkEmail(data: PaymentLinkData): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: 'Your application has been approved',
    paragraphs: [
      `Dear ${data.firstName},`,
      `Good news: your application to join ${data.clubName} has been approved.`,
      `To complete your membership, please pay the membership fee of ${data.price} per year.`,
    ],
    action: { label: 'Pay membership fee', url: data.paymentUrl },
    afterAction: ['Once your payment is received we will e-mail you an invitation to create your account.'],
  });
  return { to: data.to, subject: `${data.clubName}: your application is approved`, ...body };
}
