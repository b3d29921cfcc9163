import dayjs from 'dayjs';
import type { AppDeps } from '../deps';
import { sendMail } from '../mail/mail.service';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export interface MatchInvitation {
  to: string;
  inviteeName: string;
  organizerName: string;
  matchId: number;
  date: string;
  time: string;
}

/** Tells an invited member about a new match, with the link to its page. */
export async function sendMatchInvitation(deps: AppDeps, invitation: MatchInvitation): Promise<void> {
  const when = `${dayjs(invitation.date).format('dddd, MMMM D, YYYY')} at ${dayjs(`2000-01-01T${invitation.time}`).format('h:mm A')}`;
  const link = new URL(`/member/match/${invitation.matchId}`, deps.config.PUBLIC_URL).href;
  const subject = `${invitation.organizerName} invited you to a golf match`;
  const text = [
    `Hi ${invitation.inviteeName},`,
    '',
    `${invitation.organizerName} has invited you to a golf match on ${when}.`,
    `See the match, its players and comments: ${link}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(invitation.inviteeName)},</p>`,
    `<p>${escapeHtml(invitation.organizerName)} has invited you to a golf match on ${escapeHtml(when)}.</p>`,
    `<p><a href="${escapeHtml(link)}">See the match</a></p>`,
  ].join('\n');
  await sendMail(deps, { to: invitation.to, subject, text, html });
}
