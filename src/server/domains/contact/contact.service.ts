import type { ContactInput } from '../../../shared/contact/contact.schema';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { enforceRateLimit } from '../../platform/limits/enforce-rate-limit';
import { escapeHtml } from '../../platform/text/escape-html';
import { sendMail } from '../../platform/mail/mail.service';
import { insertContactMessage } from './contact.repository';

/** Stores a visitor's message for the admins to read and e-mails a copy to the club's contact address. */
export async function submitContactMessage(deps: AppDeps, message: ContactInput, ip: string): Promise<{ success: true }> {
  await enforceRateLimit(deps.db, deps.limiters.publicForms, `contact:${ip}`);
  await insertContactMessage(deps.db, { ...message, created_at: deps.clock.now().toISOString(), read_at: null });
  const club = await getClubSettings(deps.db);
  await sendMail(deps, {
    to: club.contactEmail,
    subject: `Contact form: message from ${message.name.replace(/[\r\n]+/g, ' ')}`,
    text: [
      `A visitor wrote through the contact form of ${club.clubName}.`,
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone}`,
      '',
      message.message,
      '',
      'Admins can also read it in the admin area under Messages.',
    ].join('\n'),
    html: [
      `<p>A visitor wrote through the contact form of ${escapeHtml(club.clubName)}.</p>`,
      `<p><strong>Name:</strong> ${escapeHtml(message.name)}<br>`,
      `<strong>Email:</strong> ${escapeHtml(message.email)}<br>`,
      `<strong>Phone:</strong> ${escapeHtml(message.phone)}</p>`,
      `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
      '<p>Admins can also read it in the admin area under Messages.</p>',
    ].join('\n'),
  });
  return { success: true };
}
