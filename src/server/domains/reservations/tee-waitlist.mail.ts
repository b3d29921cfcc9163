import { clubInstant } from '../../../shared/club-time';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { mailDateTime, mailTime } from '../../platform/mail/mail-time';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';
import { timeZoneOf } from '../users/users.service';

/** Tells a waiting party a cancellation freed places and their tee time is booked. */
export async function sendWaitlistBooking(
  deps: AppDeps,
  party: { userId: number; email: string | null; username: string; date: string; time: string; players: number },
): Promise<void> {
  if (!party.email) return;
  const { clubName, timeZone } = await getClubSettings(deps.db);
  // A slot of the club's day, told on the member's clock with the club's beside.
  const at = clubInstant(party.date, party.time, timeZone);
  const clocks = { recipient: await timeZoneOf(deps.db, party.userId), club: timeZone };
  const body = renderEmail({
    clubName,
    heading: 'Your tee time is booked',
    paragraphs: [`Hi ${party.username},`, `A place opened up: your party of ${party.players} is booked for ${mailTime(at, clocks)}.`],
    action: { label: 'See your tee times', url: new URL('/member/reservations', deps.config.PUBLIC_URL).href },
  });
  await sendMemberMail(deps, { userId: party.userId, kind: 'waitlist_promotions', message: { to: party.email, subject: `Tee time booked: ${mailDateTime(at, clocks)}`, ...body } });
}
