import type { MailMessage } from '../../../platform/mail/mail.types';
import { renderEmail } from '../../../platform/mail/templates/email-layout';

interface PaymentReceivedData {
  clubName: string;
  to: string;
  firstName: string;
  amount: string;
}

export function paymentReceivedEmail(data: PaymentReceivedData): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: 'Payment received',
    paragraphs: [
      `Dear ${data.firstName},`,
      `Thank you: we have received your membership payment of ${data.amount}.`,
      'Your application is now being reviewed by the club. As soon as it is approved we will e-mail you an invitation to create your account.',
    ],
  });
  return { to: data.to, subject: `${data.clubName}: payment received, review pending`, ...body };
}
