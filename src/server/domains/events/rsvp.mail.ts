import { getClubSettings } from '../club/club-settings.service';
import type { EventRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { mailTime } from '../../platform/mail/mail-time';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';
import { timeZoneOf } from '../users/users.service';

/** Tells a member the waitlist moved and they have a place. */
export async function sendWaitlistPromotion(deps: AppDeps, event: EventRow, member: { userId: number; username: string; email: string | null }): Promise<void> {
  if (!member.email) return;
  const { clubName, timeZone } = await getClubSettings(deps.db);
  const clocks = { recipient: await timeZoneOf(deps.db, member.userId), club: timeZone };
  const when = mailTime(event.start_date, clocks);
  const fee = event.fee_cents ? ` The entry fee of $${(event.fee_cents / 100).toFixed(2)} is on your statement.` : '';
  const body = renderEmail({
    clubName,
    heading: `You have a place at ${event.title}`,
    paragraphs: [`Hi ${member.username},`, `A place opened up and it is yours: ${event.title}, ${when}, ${event.location}.${fee}`],
    action: { label: 'See your events', url: new URL('/member/events', deps.config.PUBLIC_URL).href },
  });
  await sendMemberMail(deps, { userId: member.userId, kind: 'waitlist_promotions', message: { to: member.email, subject: `You're in: ${event.title}`, ...body } });
}

/** Tells a waiting member a place freed after the deadline is held for them until a time: nothing is charged unless they take it. */
export async function sendPlaceOffer(deps: AppDeps, event: EventRow, member: { userId: number; username: string; email: string | null }, until: string): Promise<void> {
  if (!member.email) return;
  const { clubName, timeZone } = await getClubSettings(deps.db);
  const clocks = { recipient: await timeZoneOf(deps.db, member.userId), club: timeZone };
  const when = mailTime(event.start_date, clocks);
  const by = mailTime(until, clocks);
  const fee = event.fee_cents ? ` The entry fee of $${(event.fee_cents / 100).toFixed(2)} is charged only if you take it.` : '';
  const body = renderEmail({
    clubName,
    heading: `A place at ${event.title} is yours if you want it`,
    paragraphs: [
      `Hi ${member.username},`,
      `A place opened up at ${event.title}, ${when}, ${event.location}, and it is held for you until ${by}.${fee}`,
      'Take it or leave it on your events page; if you do neither by then, it goes to the next member on the waitlist.',
    ],
    action: { label: 'Take or leave the place', url: new URL('/member/events', deps.config.PUBLIC_URL).href },
  });
  await sendMemberMail(deps, { userId: member.userId, kind: 'waitlist_promotions', message: { to: member.email, subject: `A place is held for you: ${event.title}`, ...body } });
}
