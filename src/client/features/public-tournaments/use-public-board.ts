import type { PublicTournament } from '../../../shared/tournaments/public-board.schema';
import { windowHolds } from '../../components/tournaments/round-windows';
import { publicBoardInput } from '../../lib/public-board-input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { tournamentBoardStream, useWantedBoardVersion } from '../../lib/use-live-updates';
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
 * page can invalidate. While a window is open or to come, the server's live stream says when a card
 * changed and the board is read again at the version it names; without it (it cannot connect) the board asks on the
 * intervals above. A hidden page (a background tab, a locked phone) does neither: the stream closes
 * and Query's own focus manager pauses interval refetches. The last board stays on screen while the
 * next loads.
 */
export function usePublicBoard(id: number, basis: Basis) {
  const queryClient = useQueryClient();
  const first = publicQuery('tournaments', 'publicBoard', publicBoardInput(id, basis));
  const [openedAt] = useState(() => Date.now());
  const rounds = queryClient.getQueryData(first.queryKey)?.tournament.rounds;
  // Live while a window is open or to come when the page opened (the stream itself stops for a visitor after the last close).
  const changing = rounds !== undefined && refreshInterval(rounds, openedAt) !== false;
  const { wanted, live, shownRef } = useWantedBoardVersion(changing ? tournamentBoardStream(id) : null);
  // Read at the version the stream named (the server's render and the first read name none).
  const options = wanted === undefined ? first : publicQuery('tournaments', 'publicBoard', { ...publicBoardInput(id, basis), version: wanted });
  const query = useQuery({
    ...options,
    refetchInterval: (query) => {
      const known = query.state.data?.tournament.rounds;
      return known && !live ? refreshInterval(known, Date.now()) : false;
    },
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
    ...(wanted !== undefined && { gcTime: 0 }),
  });
  useEffect(() => {
    shownRef.current = query.data?.version;
  });
  return query;
}
