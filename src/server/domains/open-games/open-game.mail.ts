import type { AppDeps } from '../../platform/deps/deps';
import { mailTime } from '../../platform/mail/mail-time';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { renderEmail } from '../../platform/mail/templates/email-layout';
import { getClubSettings } from '../club/club-settings.service';
import { timeZoneOf } from '../users/users.service';

/** Who to tell about a game, with what they need: sent once its transaction has committed. */
export interface GameNotice {
  players: { userId: number; to: string | null; name: string }[];
  hostName: string;
  /** The start, or null for any time this week (then `openUntil` ends the week). */
  startsAt: string | null;
  openUntil: string;
}

async function whenFor(deps: AppDeps, notice: GameNotice, userId: number, club: string): Promise<string> {
  const clocks = { recipient: await timeZoneOf(deps.db, userId), club };
  return notice.startsAt === null ? `any time until ${mailTime(notice.openUntil, clocks)}` : mailTime(notice.startsAt, clocks);
}

/**
 * The last place was taken: every player is told the game is a match, on their own clock, with the
 * link to it. Sent as a match invitation is (the same kind, so the same choice turns both off).
 */
export async function sendGameMatched(deps: AppDeps, notice: GameNotice & { matchId: number }): Promise<void> {
  const { clubName, timeZone } = await getClubSettings(deps.db);
  const names = notice.players.map((p) => p.name).join(', ');
  for (const player of notice.players) {
    if (!player.to) continue;
    const when = await whenFor(deps, notice, player.userId, timeZone);
    const body = renderEmail({
      clubName,
      heading: 'Your game is on',
      paragraphs: [`Hi ${player.name},`, `${notice.hostName}'s open game is full, so it is now a golf match: ${names}, ${when}.`],
      action: { label: 'See the match', url: new URL(`/member/match/${notice.matchId}`, deps.config.PUBLIC_URL).href },
    });
    await sendMemberMail(deps, { userId: player.userId, kind: 'match_invitations', message: { to: player.to, subject: 'Your game is on: a match was created', ...body } });
  }
}

/** The host cancelled a game others had joined: each of them is told. */
export async function sendGameCancelled(deps: AppDeps, notice: GameNotice): Promise<void> {
  const { clubName, timeZone } = await getClubSettings(deps.db);
  for (const player of notice.players) {
    if (!player.to) continue;
    const when = await whenFor(deps, notice, player.userId, timeZone);
    const body = renderEmail({
      clubName,
      heading: 'An open game is cancelled',
      paragraphs: [`Hi ${player.name},`, `${notice.hostName} cancelled the open game you joined (${when}).`],
      action: { label: 'Find another game', url: new URL('/member/games', deps.config.PUBLIC_URL).href },
    });
    await sendMemberMail(deps, { userId: player.userId, kind: 'match_invitations', message: { to: player.to, subject: 'An open game is cancelled', ...body } });
  }
}
