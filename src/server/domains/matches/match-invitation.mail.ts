import { clubInstant } from '../../../shared/club-time';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { mailTime } from '../../platform/mail/mail-time';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';
import { timeZoneOf } from '../users/users.service';

/** A match's start (its date and time are the club's clock) on the player's clock, the club's beside. */
async function matchTime(deps: AppDeps, match: { userId: number; date: string; time: string }, timeZone: string): Promise<string> {
  return mailTime(clubInstant(match.date, match.time, timeZone), { recipient: await timeZoneOf(deps.db, match.userId), club: timeZone });
}

interface MatchInvitation {
  userId: number;
  to: string;
  inviteeName: string;
  organizerName: string;
  matchId: number;
  date: string;
  time: string;
}

/** Tells an invited member about a new match, in the club's e-mail layout, with the link to its page. */
export async function sendMatchInvitation(deps: AppDeps, invitation: MatchInvitation): Promise<void> {
  const { clubName, timeZone } = await getClubSettings(deps.db);
  const when = await matchTime(deps, invitation, timeZone);
  const body = renderEmail({
    clubName,
    heading: 'You are invited to a golf match',
    paragraphs: [`Hi ${invitation.inviteeName},`, `${invitation.organizerName} has invited you to a golf match on ${when}.`],
    action: { label: 'See the match', url: new URL(`/member/match/${invitation.matchId}`, deps.config.PUBLIC_URL).href },
  });
  await sendMemberMail(deps, {
    userId: invitation.userId,
    kind: 'match_invitations',
    message: { to: invitation.to, subject: `${invitation.organizerName} invited you to a golf match`, ...body },
  });
}

interface MatchCancellation {
  userId: number;
  to: string;
  playerName: string;
  date: string;
  time: string;
}

/** Tells a player the match they were in (or invited to) is off: its organiser's account was deleted. */
export async function sendMatchCancelled(deps: AppDeps, notice: MatchCancellation): Promise<void> {
  const { clubName, timeZone } = await getClubSettings(deps.db);
  const when = await matchTime(deps, notice, timeZone);
  const body = renderEmail({
    clubName,
    heading: 'A golf match is cancelled',
    paragraphs: [`Hi ${notice.playerName},`, `The golf match on ${when} is cancelled: its organizer has left the club.`],
    action: { label: 'Set up another match', url: new URL('/member/matches', deps.config.PUBLIC_URL).href },
  });
  await sendMemberMail(deps, { userId: notice.userId, kind: 'match_invitations', message: { to: notice.to, subject: 'A golf match is cancelled', ...body } });
}
