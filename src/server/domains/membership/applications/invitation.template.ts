import type { MailMessage } from '../../../platform/mail/mail.types';
import { renderEmail } from '../../../platform/mail/templates/email-layout';

interface InvitationData {
  clubName: string;
  to: string;
  firstName: string;
  onboardUrl: string;
}

export function invitationEmail(data: InvitationData): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: `Welcome to ${data.clubName}!`,
    paragraphs: [
      `Dear ${data.firstName},`,
      'Your application is approved and your membership is paid. Create your member account with the link below.',
    ],
    action: { label: 'Create your account', url: data.onboardUrl },
    afterAction: ['The link works once and expires in 7 days.'],
  });
  return { to: data.to, subject: `${data.clubName}: create your member account`, ...body };
}
