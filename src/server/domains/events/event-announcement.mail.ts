import type { ClubEvent } from '../../../shared/events/event.schema';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { listMembersWithEmail } from '../users/users.service';
import { mailTime } from '../../platform/mail/mail-time';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';

/** Tells the members who want new-event announcements about an event an admin just added. */
export async function announceEvent(deps: AppDeps, event: ClubEvent): Promise<number> {
  const { clubName, timeZone } = await getClubSettings(deps.db);
  const places = event.capacity === null ? '' : ` ${event.capacity} places; answer early.`;
  let sent = 0;
  for (const member of await listMembersWithEmail(deps.db)) {
    if (!member.email) continue;
    const body = renderEmail({
      clubName,
      heading: `New at the club: ${event.title}`,
      paragraphs: [`Hi ${member.username},`, `${event.title}, ${mailTime(event.startDate, { recipient: member.time_zone, club: timeZone })}, ${event.location}.${places}`, event.description],
      action: { label: 'See the events', url: new URL('/member/events', deps.config.PUBLIC_URL).href },
    });
    const queued = await sendMemberMail(deps, { userId: member.id, kind: 'new_events', message: { to: member.email, subject: `New event: ${event.title}`, ...body } });
    if (queued) sent += 1;
  }
  return sent;
}
