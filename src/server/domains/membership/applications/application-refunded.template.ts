import type { MailMessage } from '../../../platform/mail/mail.types';
import { renderEmail } from '../../../platform/mail/templates/email-layout';

interface ApplicationRefundedData {
  clubName: string;
  to: string;
  firstName: string;
  amount: string;
}

export function applicationRefundedEmail(data: ApplicationRefundedData): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: 'Your application',
    paragraphs: [
      `Dear ${data.firstName},`,
      'Thank you for applying. We are sorry: the club could not accept your application this time.',
      `Your payment of ${data.amount} has been refunded in full; it reaches your card within 5 to 10 working days.`,
    ],
  });
  return { to: data.to, subject: `${data.clubName}: your application and your refund`, ...body };
}
