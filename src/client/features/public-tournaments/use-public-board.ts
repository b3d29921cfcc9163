import type { PublicTournament } from '../../../shared/tournaments/public-board.schema';
import { windowHolds } from '../../components/tournaments/round-windows';
import { publicBoardInput } from '../../lib/public-board-input';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '../../lib/public-query';

export type Basis = 'net' | 'gross';

/** How often the board asks for the latest scores while a round is open and the page is on screen. */
export const LIVE_REFRESH_MS = 5000;
/** Before a round opens (or between rounds), often enough to notice it opening. */
const WAITING_REFRESH_MS = 60_000;

/** Every 5 s while a window is open, every minute while one is still to come, never once the last has closed. */
export function refreshInterval(rounds: PublicTournament['rounds'], now: number): number | false {
  if (rounds.some((round) => windowHolds(round, now))) return LIVE_REFRESH_MS;
  return rounds.some((round) => now < Date.parse(round.opensAt)) ? WAITING_REFRESH_MS : false;
}

/**
 * A published board, refreshing itself: scores arrive from players' phones, which nothing on this
 * page can invalidate. A hidden page (a background tab, a locked phone) stops asking: Query's own
 * focus manager pauses interval refetches there. The last board stays on screen while the next loads.
 */
export function usePublicBoard(id: number, basis: Basis) {
  return useQuery({
    ...publicQuery('tournaments', 'publicBoard', publicBoardInput(id, basis)),
    refetchInterval: (query) => {
      const rounds = query.state.data?.tournament.rounds;
      return rounds ? refreshInterval(rounds, Date.now()) : false;
    },
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  });
}
