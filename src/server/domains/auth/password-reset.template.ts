import type { MailMessage } from '../../platform/mail/mail.types';
import { renderEmail } from '../../platform/mail/templates/email-layout';

interface PasswordResetData {
  clubName: string;
  to: string;
  username: string;
  resetUrl: string;
}

export function passwordResetEmail(data: PasswordResetData): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of the member account "${data.username}".`,
      'If it was you, choose a new password with the link below. If not, you can ignore this e-mail.',
    ],
    action: { label: 'Choose a new password', url: data.resetUrl },
    afterAction: ['The link works once and expires in one hour. Setting a new password signs you out everywhere.'],
  });
  return { to: data.to, subject: `${data.clubName}: reset your password`, ...body };
}
