import { getClubSettings } from '../club/club-settings.service';
import type { TournamentRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';
import { findUserById } from '../users/users.service';

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
    paragraphs: [`Hi ${member.username},`, `${words.text}${fee}`],
    action: { label: 'See the tournament', url: new URL(`/member/tournaments/${tournament.id}`, deps.config.PUBLIC_URL).href },
  });
  await sendMemberMail(deps, { userId: member.id, kind: 'tournaments', message: { to: member.email, subject: `${words.subject}: ${tournament.name}`, ...body } });
}
