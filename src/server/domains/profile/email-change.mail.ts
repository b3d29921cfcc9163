import type { MailMessage } from '../../platform/mail/mail.types';
import { renderEmail } from '../../platform/mail/templates/email-layout';

/** To the new address: the change happens only when its owner follows the link. */
export function confirmNewEmail(data: { clubName: string; to: string; username: string; confirmUrl: string }): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: 'Confirm your new e-mail address',
    paragraphs: [`The member account "${data.username}" asked to use this address for the club's e-mail.`, 'If it was you, confirm it with the link below.'],
    action: { label: 'Confirm this address', url: data.confirmUrl },
    afterAction: ['The link works once and expires in 24 hours. Until then the account keeps its old address.'],
  });
  return { to: data.to, subject: `${data.clubName}: confirm your new e-mail address`, ...body };
}

/** To the old address, when the change is asked for and when it is done: the owner hears of it either way. */
export function emailChangeNotice(data: { clubName: string; to: string; username: string; newEmail: string; done: boolean }): MailMessage {
  const body = renderEmail({
    clubName: data.clubName,
    heading: data.done ? 'Your e-mail address was changed' : 'A change of your e-mail address was asked for',
    paragraphs: [
      data.done
        ? `The member account "${data.username}" now uses ${data.newEmail}; the club's e-mail no longer comes here.`
        : `The member account "${data.username}" asked to use ${data.newEmail} instead of this address. It changes once the new address is confirmed.`,
      'If this was not you, someone has your password: sign in, change your password and your address back, and tell the club.',
    ],
  });
  return { to: data.to, subject: `${data.clubName}: ${data.done ? 'your e-mail address was changed' : 'change of e-mail address asked for'}`, ...body };
}
