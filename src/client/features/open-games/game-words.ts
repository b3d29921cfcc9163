import { clubClockBeside } from '../../../shared/zoned-time';
import { FORMAT_LABELS } from '../../../shared/golf/round-setup';
import { platformLabel } from '../../../shared/golf/platforms';
import type { OpenGame } from '../../../shared/open-games/open-game.schema';
import type { MemberTime } from '../../lib/member-time';

/** When a game is, on the reader's clock: 'Sun, Mar 21, 2027 at 4:30 AM', or 'Any time until Mon, Mar 22 at 8:00 AM'. */
export function gameWhen(game: Pick<OpenGame, 'startsAt' | 'openUntil'>, time: MemberTime): string {
  if (game.startsAt === null) return `Any time until ${time.format(game.openUntil, 'dayDate')} at ${time.format(game.openUntil, 'time')}`;
  return `${time.format(game.startsAt, 'dayDate')} at ${time.format(game.startsAt, 'time')}`;
}

/** The host's own clock beside, when it reads otherwise than the reader's: 'Sat 7:30 PM for ann (Europe/London)'. */
export function hostClock(game: Pick<OpenGame, 'startsAt' | 'hostTimeZone' | 'host' | 'viewer'>, time: MemberTime): string | null {
  if (game.startsAt === null || game.viewer.isHost) return null;
  const beside = clubClockBeside(game.startsAt, { own: time.zone, club: game.hostTimeZone, locale: time.locale });
  return beside === null ? null : `${beside} for ${game.host.name} (${game.hostTimeZone})`;
}

/** 'Stableford on GSPro'. */
export function gameTitle(game: Pick<OpenGame, 'format' | 'platform'>): string {
  return `${FORMAT_LABELS[game.format]} on ${platformLabel(game.platform)}`;
}

/** 'Together', 'Apart, for 2 days from the start', 'Apart, until the week ends'. */
export function gamePlay(game: Pick<OpenGame, 'play' | 'apartDays' | 'startsAt'>): string {
  if (game.play === 'together') return 'Played together';
  if (game.startsAt === null || game.apartDays === null) return 'Played apart, each whenever suits them until the week ends';
  return `Played apart, each whenever suits them for ${game.apartDays === 1 ? '1 day' : `${game.apartDays} days`} from the start`;
}

/** '2 places left', '1 place left', 'Full'. */
export function placesLeft(count: number): string {
  if (count === 0) return 'Full';
  return count === 1 ? '1 place left' : `${count} places left`;
}
