import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { addDays, clubClock, clubInstant, dayjs } from '../../../shared/club-time';
import { placesWords } from '../../../shared/events/places-words';
import { listMembersMatchesBetween } from '../calendar/calendar.service';
import type { ClubSettings } from '../../../shared/club/club-settings.schema';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { listUpcomingEvents } from '../events/member-events.service';
import { listMembersReservationsBetween } from '../reservations/reservations.service';
import { claimDigests, countOwedDigests, digestDayProgress, listMostCommentedMatches, listOwedDigests, markDigestsQueued } from './digest.repository';
import { digestQuota } from './digest-pace';
import { type MailClocks, mailDateTime, mailTime } from '../../platform/mail/mail-time';
import { sendMemberMailsOnce } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';

const WEEK_DAYS = 7;
const dayLabel = (date: string) => dayjs(date).format('ddd, MMM D');

/** How often the schedule runs the digest on its day (docs/decisions/bulk-mail.md). */
export const DIGEST_TICK_MS = 10_000;
/** Members per batch: one claim statement, two reads, one insert into the outbox, one mark. */
export const DIGEST_BATCH = 100;
/** How long a batch holds its members: a process that stopped before queuing them loses them to the next run after this. */
export const DIGEST_CLAIM_MS = 5 * 60_000;

export interface DigestRunOptions {
  tickMs?: number;
  batchSize?: number;
}

type Member = { id: number; username: string; email: string | null; time_zone: string | null };

/**
 * On the club's digest day, from its hour on, each member who wants it gets one digest: the week's
 * events with places left, their tee times and matches, and the most talked-about matches. Each
 * run mails its share of the members still owed (digest-pace.ts) in batches: a batch claims its
 * members in one statement, reads their week in one query per kind, queues their mails under a
 * key per member and day (queued twice, a mail is kept once), then marks them done. Two processes
 * at once take different members; a restarted one goes on where the claims stand; a batch that
 * stopped between claim and mark is taken again once its claim runs out.
 */
export async function sendDueDigests(deps: AppDeps, options: DigestRunOptions = {}): Promise<number> {
  const tickMs = options.tickMs ?? DIGEST_TICK_MS;
  const batchSize = options.batchSize ?? DIGEST_BATCH;
  const settings = await getClubSettings(deps.db);
  const now = deps.clock.now();
  const local = dayjs(now).tz(settings.timeZone);
  if (local.day() !== settings.digestDay || local.hour() < settings.digestHour) return 0;
  const day = clubClock(now, settings.timeZone).date;
  const nowIso = now.toISOString();
  const [left, progress] = await Promise.all([countOwedDigests(deps.db, day, nowIso), digestDayProgress(deps.db, day)]);
  const hourEnd = local.hour(settings.digestHour).startOf('hour').add(1, 'hour').valueOf();
  let quota = digestQuota({ left, claimed: progress.claimed, now: now.getTime(), hourEnd, tickMs });
  if (quota === 0) return 0;
  const write = await digestWriter(deps, settings, now);
  // Start after the day's last claim (another process's batches are behind it); once nothing is
  // owed there, look again from the first member for claims that ran out.
  let after = progress.lastUserId;
  let wrapped = after === 0;
  let sent = 0;
  while (quota > 0) {
    const owed = await listOwedDigests(deps.db, day, nowIso, after, Math.min(batchSize, quota));
    const last = owed.at(-1);
    if (!last) {
      if (wrapped) break;
      [after, wrapped] = [0, true];
      continue;
    }
    after = last.id;
    quota -= owed.length;
    sent += await sendBatch(deps, day, owed, write);
    await nextTurn();
  }
  return sent;
}

/** Claims a batch, reads its members' week, queues their digests, marks them done; answers how many were queued. */
async function sendBatch(deps: AppDeps, day: string, owed: Member[], write: DigestWriter): Promise<number> {
  const holder = randomUUID();
  const nowIso = deps.clock.now().toISOString();
  const until = new Date(deps.clock.now().getTime() + DIGEST_CLAIM_MS).toISOString();
  const claimed = new Set(await claimDigests(deps.db, owed.map((member) => member.id), day, { holder, now: nowIso, until }));
  const members = owed.filter((member) => claimed.has(member.id));
  if (members.length === 0) return 0;
  const ids = members.map((member) => member.id);
  const [teeTimes, matches] = await Promise.all([
    listMembersReservationsBetween(deps.db, ids, { date: write.today.date, time: write.today.time }, write.weekEnd),
    listMembersMatchesBetween(deps.db, ids, write.today.date, write.weekEnd),
  ]);
  const mails = members.flatMap((member) => {
    if (!member.email) return [];
    const mine = {
      teeTimes: teeTimes.filter((row) => row.user_id === member.id),
      matches: matches.filter((row) => row.user_id === member.id),
    };
    return [{ userId: member.id, occasion: day, message: write.digestOf({ ...member, email: member.email }, mine) }];
  });
  const queued = await sendMemberMailsOnce(deps, 'weekly_digest', mails);
  await markDigestsQueued(deps.db, ids, day, holder, nowIso);
  return queued.size;
}

type Slot = { date: string; time: string };
type DigestWriter = Awaited<ReturnType<typeof digestWriter>>;

/** What every member's digest of this run shares (the week's events, the talk of the club), and the writer of one member's. */
async function digestWriter(deps: AppDeps, settings: ClubSettings, now: Date) {
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
  const digestOf = (member: Member & { email: string }, mine: { teeTimes: Array<Slot & { players: number }>; matches: Slot[] }) => {
    const clocks = { recipient: member.time_zone, club: settings.timeZone };
    const myLines = [
      ...mine.teeTimes.map((r) => `Tee time ${mailTime(slot(r.date, r.time), clocks)} (${r.players} ${r.players === 1 ? 'player' : 'players'})`),
      ...mine.matches.map((m) => `Golf match ${mailTime(slot(m.date, m.time), clocks)}`),
    ];
    const weekLines = eventLines(clocks);
    const paragraphs = [
      `Hi ${member.username},`,
      weekLines.length ? `This week at the club (times in ${clocks.recipient ?? clocks.club}):\n${weekLines.join('\n')}` : 'No events this week.',
      myLines.length ? `Your week:\n${myLines.join('\n')}` : 'Nothing booked for you this week: the tee sheet has places.',
      ...(talkLines.length ? [`Most talked about:\n${talkLines.join('\n')}`] : []),
    ];
    const body = renderEmail({
      clubName: settings.clubName,
      heading: `Your week at ${settings.clubName}`,
      paragraphs,
      action: { label: 'Open the club', url: new URL('/member/home', deps.config.PUBLIC_URL).href },
    });
    return { to: member.email, subject: `Your week at ${settings.clubName}`, ...body };
  };
  return { today, weekEnd, digestOf };
}
