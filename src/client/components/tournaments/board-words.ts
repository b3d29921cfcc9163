import type { TournamentFormat, TournamentPhase } from '../../../shared/tournaments/tournament.schema';

// Words of a tournament and its board, shared by the members' tournament pages and the public leaderboard.

export const FORMAT_WORDS: Record<TournamentFormat, string> = { stroke: 'Stroke play', stableford: 'Stableford' };

export const PHASE_WORDS: Record<TournamentPhase, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'blue' },
  open: { label: 'Open now', color: 'green' },
  closed: { label: 'Closed', color: 'gray' },
  final: { label: 'Final results', color: 'grape' },
};

/** "+3", "E", "-2" as golfers write a score to par. */
export function toParWords(value: number): string {
  if (value === 0) return 'E';
  return value > 0 ? `+${value}` : `−${Math.abs(value)}`;
}
