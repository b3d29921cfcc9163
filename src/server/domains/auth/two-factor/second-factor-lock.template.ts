import type { MailMessage } from '../../../platform/mail/mail.types';
import { renderEmail } from '../../../platform/mail/templates/email-layout';

interface SecondFactorLockData {
  clubName: string;
  to: string;
  username: string;
  wrongCodes: number;
  lockMinutes: number;
  securityUrl: string;
}

/** Sent once per lock: the only way past the password to this point is knowing it. */
export function secondFactorLockEmail(data: SecondFactorLockData): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: 'Someone has your password',
    paragraphs: [
      `Someone entered the right password for the member account "${data.username}", then kept trying wrong codes for the second step: ${data.wrongCodes} tries within an hour, from browsers you have never signed in with. Whoever it was knows your password.`,
      'Change your password now. Your second factor stopped them, but it is the only thing left between them and your account.',
      `For the next ${data.lockMinutes} minutes, codes from your app only work in a browser you have signed in with before. Anywhere else, sign in with one of your recovery codes.`,
    ],
    action: { label: 'Change your password', url: data.securityUrl },
    afterAction: ['Changing your password also ends these attempts and lifts the pause. If you use the same password anywhere else, change it there too.'],
  });
  return { to: data.to, subject: `${data.clubName}: someone has your password`, ...body };
}
