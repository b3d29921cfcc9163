import type { TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { windowHolds } from '../../components/tournaments/round-windows';

// Play windows are the member's to fit around their own day, wherever they play from: the pages show
// them on the member's clock with the club's beside (lib/use-member-time.ts) and name the member's zone.

/** "2d 04h 12m", "3h 05m 09s", "45s": what is left until an instant, never negative. */
export function countdown(untilIso: string, now: number): string {
  const total = Math.max(0, Math.floor((Date.parse(untilIso) - now) / 1000));
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days}d ${two(hours)}h ${two(minutes)}m`;
  if (hours > 0) return `${hours}h ${two(minutes)}m ${two(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${two(seconds)}s`;
  return `${seconds}s`;
}

type Round = TournamentSummary['rounds'][number];

/** The round whose window is open at `now`, if any. */
export function openRound(rounds: readonly Round[], now: number): Round | undefined {
  return rounds.find((round) => windowHolds(round, now));
}

/** The next round to open after `now`, if any. */
export function nextRound(rounds: readonly Round[], now: number): Round | undefined {
  return rounds.find((round) => now < Date.parse(round.opensAt));
}
