import { getClubSettings } from '../club/club-settings.service';
import type { TournamentRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { type MailClocks, mailTime } from '../../platform/mail/mail-time';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';
import { findUserById } from '../users/users.service';
import { displayNameOf } from '../users/display-name';

export interface EntryNotice {
  kind: 'entered' | 'waitlisted' | 'promoted';
  userId: number;
}

const WORDS: Record<EntryNotice['kind'], { subject: string; text: string }> = {
  entered: { subject: 'You are entered', text: 'Your entry is confirmed.' },
  waitlisted: { subject: 'You are on the waitlist', text: 'The field is full, so you are on the waitlist: we will e-mail you if a place opens up.' },
  promoted: { subject: 'You have a place', text: 'A place opened up and it is yours: your entry is confirmed.' },
};

/** Tells a member their entry is confirmed, waitlisted or promoted (the "Tournaments" kind of mail they choose). */
export async function sendEntryNotice(deps: AppDeps, tournament: TournamentRow, notice: EntryNotice): Promise<void> {
  const member = await findUserById(deps.db, notice.userId);
  if (!member?.email || member.deleted_at !== null) return;
  const { clubName } = await getClubSettings(deps.db);
  const words = WORDS[notice.kind];
  const fee = tournament.fee_cents && notice.kind !== 'waitlisted' ? ` The entry fee of $${(tournament.fee_cents / 100).toFixed(2)} is on your statement.` : '';
  const body = renderEmail({
    clubName,
    heading: `${tournament.name}: ${words.subject.toLowerCase()}`,
    paragraphs: [`Hi ${displayNameOf(member)},`, `${words.text}${fee}`],
    action: { label: 'See the tournament', url: new URL(`/member/tournaments/${tournament.id}`, deps.config.PUBLIC_URL).href },
  });
  await sendMemberMail(deps, { userId: member.id, kind: 'tournaments', message: { to: member.email, subject: `${words.subject}: ${tournament.name}`, ...body } });
}

export type PlayNotice =
  | { kind: 'window-open'; round: number; closesAt: string; playingHandicap: number; index: number }
  | { kind: 'closing-soon'; round: number; closesAt: string }
  | { kind: 'results'; position: string | null };

function playWords(tournament: TournamentRow, notice: PlayNotice, clocks: MailClocks): { subject: string; text: string } {
  const when = (iso: string) => mailTime(iso, clocks);
  if (notice.kind === 'window-open') {
    return {
      subject: `Round ${notice.round} is open`,
      text: `Round ${notice.round} of ${tournament.name} is open until ${when(notice.closesAt)}. You play off a playing handicap of ${notice.playingHandicap} (index ${notice.index.toFixed(1)}), fixed for the whole tournament. Open your card before your first shot.`,
    };
  }
  if (notice.kind === 'closing-soon') {
    return { subject: `Round ${notice.round} closes within 24 hours`, text: `You have no card in for round ${notice.round} of ${tournament.name} yet. The window closes ${when(notice.closesAt)}.` };
  }
  return { subject: 'Results', text: `The results of ${tournament.name} are final${notice.position ? `: you finished ${notice.position}` : ''}.` };
}

/** The mails of play: a window opens (with the fixed playing handicap), a window closes within 24 hours, the results. */
export async function sendPlayNotice(deps: AppDeps, tournament: TournamentRow, userId: number, notice: PlayNotice): Promise<void> {
  const member = await findUserById(deps.db, userId);
  if (!member?.email || member.deleted_at !== null) return;
  const { clubName, timeZone } = await getClubSettings(deps.db);
  const words = playWords(tournament, notice, { recipient: member.time_zone, club: timeZone });
  const body = renderEmail({
    clubName,
    heading: `${tournament.name}: ${words.subject.toLowerCase()}`,
    paragraphs: [`Hi ${displayNameOf(member)},`, words.text],
    action: { label: 'See the tournament', url: new URL(`/member/tournaments/${tournament.id}`, deps.config.PUBLIC_URL).href },
  });
  await sendMemberMail(deps, { userId: member.id, kind: 'tournaments', message: { to: member.email, subject: `${words.subject}: ${tournament.name}`, ...body } });
}
