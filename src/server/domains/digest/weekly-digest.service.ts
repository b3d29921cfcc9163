import { addDays, clubClock, clubInstant, dayjs } from '../../../shared/club-time';
import { placesWords } from '../../../shared/events/places-words';
import { listFeedMatches } from '../calendar/calendar.service';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { listUpcomingEvents } from '../events/member-events.service';
import { listMemberReservationsFrom } from '../reservations/reservations.service';
import { listMostCommentedMatches } from './digest.repository';
import { listMembersWithEmail } from '../users/users.service';
import { claimDigest } from './digest.repository';
import { type MailClocks, mailDateTime, mailTime } from '../../platform/mail/mail-time';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';
import { yieldToRequests } from '../../platform/core/yield-to-requests';
import { inTransaction } from '../../platform/db/transaction';

const WEEK_DAYS = 7;
const dayLabel = (date: string) => dayjs(date).format('ddd, MMM D');

/**
 * On the club's digest day, from its hour on, each member who wants it gets one digest: the week's
 * events with places left, their tee times and matches, and the most talked-about matches. The
 * claim (member, digest day) and the queued e-mail are one transaction, so overlapping runs and
 * restarts send it once.
 */
export async function sendDueDigests(deps: AppDeps): Promise<number> {
  const settings = await getClubSettings(deps.db);
  const now = deps.clock.now();
  const local = dayjs(now).tz(settings.timeZone);
  if (local.day() !== settings.digestDay || local.hour() < settings.digestHour) return 0;
  const today = clubClock(now, settings.timeZone);
  const weekEnd = addDays(today.date, WEEK_DAYS);
  const [events, talked] = await Promise.all([
    listUpcomingEvents(deps.db, now),
    listMostCommentedMatches(deps.db, new Date(now.getTime() - WEEK_DAYS * 86_400_000).toISOString(), 3),
  ]);
  const weekEvents = events.filter((event) => clubClock(new Date(event.startDate), settings.timeZone).date <= weekEnd);
  // Each member reads the week on their own clock (their profile's zone, else the club's).
  const eventLines = (clocks: MailClocks) =>
    weekEvents.map((event) => {
      const places = placesWords(event);
      return `${mailDateTime(event.startDate, clocks)}: ${event.title}${places ? ` (${places})` : ''}`;
    });
  const slot = (date: string, time: string) => clubInstant(date, time, settings.timeZone);
  const talkLines = talked.map(
    (match) =>
      `Match on ${dayLabel(match.date)}: ${match.comments} ${match.comments === 1 ? 'comment' : 'comments'}${match.result_summary ? `, ${match.result_summary}` : ''}`,
  );
  let sent = 0;
  for (const [index, member] of (await listMembersWithEmail(deps.db)).entries()) {
    await yieldToRequests(index);
    const email = member.email;
    if (!email) continue;
    const [teeTimes, matches] = await Promise.all([
      listMemberReservationsFrom(deps.db, member.id, today.date, today.time),
      listFeedMatches(deps.db, member.id, today.date),
    ]);
    const clocks = { recipient: member.time_zone, club: settings.timeZone };
    const mine = [
      ...teeTimes
        .filter((r) => r.date <= weekEnd)
        .map((r) => `Tee time ${mailTime(slot(r.date, r.time), clocks)} (${r.players} ${r.players === 1 ? 'player' : 'players'})`),
      ...matches.filter((m) => m.date <= weekEnd).map((m) => `Golf match ${mailTime(slot(m.date, m.time), clocks)}`),
    ];
    const weekLines = eventLines(clocks);
    const paragraphs = [
      `Hi ${member.username},`,
      weekLines.length ? `This week at the club (times in ${clocks.recipient ?? clocks.club}):\n${weekLines.join('\n')}` : 'No events this week.',
      mine.length ? `Your week:\n${mine.join('\n')}` : 'Nothing booked for you this week: the tee sheet has places.',
      ...(talkLines.length ? [`Most talked about:\n${talkLines.join('\n')}`] : []),
    ];
    const body = renderEmail({
      clubName: settings.clubName,
      heading: `Your week at ${settings.clubName}`,
      paragraphs,
      action: { label: 'Open the club', url: new URL('/member/home', deps.config.PUBLIC_URL).href },
    });
    const queued = await inTransaction(deps.db, async (trx) => {
      if (!(await claimDigest(trx, member.id, today.date, now.toISOString()))) return false;
      return sendMemberMail(
        { ...deps, db: trx },
        { userId: member.id, kind: 'weekly_digest', message: { to: email, subject: `Your week at ${settings.clubName}`, ...body } },
      );
    });
    if (queued) sent += 1;
  }
  return sent;
}
