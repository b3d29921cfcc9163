import { dayjs } from '../../../shared/club-time';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';

/** Tells a waiting party a cancellation freed places and their tee time is booked. */
export async function sendWaitlistBooking(
  deps: AppDeps,
  party: { userId: number; email: string | null; username: string; date: string; time: string; players: number },
): Promise<void> {
  if (!party.email) return;
  const { clubName } = await getClubSettings(deps.db);
  const when = `${dayjs(party.date).format('dddd, MMMM D, YYYY')} at ${dayjs(`2000-01-01T${party.time}`).format('h:mm A')}`;
  const body = renderEmail({
    clubName,
    heading: 'Your tee time is booked',
    paragraphs: [`Hi ${party.username},`, `A place opened up: your party of ${party.players} is booked for ${when}.`],
    action: { label: 'See your tee times', url: new URL('/member/reservations', deps.config.PUBLIC_URL).href },
  });
  await sendMemberMail(deps, { userId: party.userId, kind: 'waitlist_promotions', message: { to: party.email, subject: `Tee time booked: ${when}`, ...body } });
}
