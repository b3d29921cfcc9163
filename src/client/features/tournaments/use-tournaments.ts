import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendForm } from '../../lib/send-form';
import type { EntryAnswer, TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { pageInputs } from '../../lib/route-data';
import { trpc } from '../../lib/trpc';
import { usePageVisible } from '../../lib/use-page-visible';
import { tournamentBoardStream, useWantedBoardVersion } from '../../lib/use-live-updates';
import { useFailureToast } from '../../lib/use-failure-toast';
import { isBoard, leaderboardQuery } from './leaderboard-query';

/** How often an open leaderboard asks for the latest scores while it is on screen. */
export const LEADERBOARD_REFRESH_MS = 5000;

export function useTournaments() {
  const query = trpc.tournaments.list.useQuery(undefined);
  useFailureToast(query.error, 'Failed to fetch tournaments');
  return query;
}

export function useTournament(id: number) {
  const query = trpc.tournaments.get.useQuery({ id });
  useFailureToast(query.error, 'Failed to fetch the tournament');
  return query;
}

/**
 * The board updates itself as players save their holes, without a reload: the server's live stream
 * carries each new version of the board shown (its basis and flight), kept as the read of that
 * version would be, so nothing is read; a browser that cannot unzip it reads the board at that
 * version. Without the stream (it cannot connect) it asks every 5 seconds instead; a hidden page
 * does neither. A board at a version is dropped from the cache as soon as the next one is shown.
 */
export function useTournamentLeaderboard(id: number, basis: 'net' | 'gross', flight: string | null) {
  const visible = usePageVisible();
  const queryClient = useQueryClient();
  const shown = pageInputs.tournamentLeaderboard(id, basis, flight ?? undefined);
  const { wanted, live, shownRef } = useWantedBoardVersion(tournamentBoardStream(id, { basis, flight }), (board) => {
    if (isBoard(board) && board.basis === basis && board.flight === flight) queryClient.setQueryData(leaderboardQuery({ ...shown, version: board.version }).queryKey, board);
  });
  const input = { ...shown, ...(wanted !== undefined && { version: wanted }) };
  const query = useQuery({
    ...leaderboardQuery(input),
    refetchInterval: visible && !live ? LEADERBOARD_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
    // A board at a version never changes: one the stream carried is not read again.
    ...(wanted !== undefined && { gcTime: 0, staleTime: Number.POSITIVE_INFINITY }),
  });
  useEffect(() => {
    shownRef.current = query.data?.version;
  });
  // One toast when the board first fails, not one every 5 seconds while it keeps failing.
  useFailureToast(query.isError && query.data === undefined ? query.error : null, 'Failed to fetch the leaderboard');
  return { board: query, live };
}

export function entryWords(answer: EntryAnswer): string {
  if (answer.status === 'entered') return "You're entered. Good luck!";
  if (answer.status === 'waitlisted') return `You're on the waitlist, number ${answer.position ?? '?'}. We'll e-mail you if a place opens up.`;
  return "You've withdrawn from this tournament.";
}

export function useEntry() {
  const invalidate = useInvalidate();
  return trpc.tournaments.enter.useMutation({
    onSuccess: async (answer) => {
      notifySuccess(answer.status === 'withdrawn' ? 'Entry Withdrawn' : 'Entry Saved', entryWords(answer));
      // The fee is on (or off) the statement.
      await invalidate('tournaments', 'accounts');
    },
    onError: (error) => notifyError('Failed to save entry', errorMessage(error, 'Failed to save your entry. Please try again.')),
  });
}

export function useOpenCard(onOpened: (card: TournamentCard) => void) {
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();
  return trpc.tournaments.openCard.useMutation({
    onSuccess: async (card) => {
      utils.tournaments.card.setData({ id: card.id }, card);
      onOpened(card);
      await invalidate('tournaments');
    },
    onError: (error) => notifyError('Failed to open card', errorMessage(error, 'Failed to open your card. Please try again.')),
  });
}

export function useCard(id: number) {
  const query = trpc.tournaments.card.useQuery({ id });
  useFailureToast(query.error, 'Failed to fetch the card');
  return query;
}

export function useSubmitCard(cardId: number) {
  const invalidate = useInvalidate();
  const utils = trpc.useUtils();
  return trpc.tournaments.submit.useMutation({
    onSuccess: async () => {
      notifySuccess('Card Submitted', 'Your marker can now attest it.');
      await Promise.all([utils.tournaments.card.invalidate({ id: cardId }), invalidate('tournaments')]);
    },
  });
}

/** The photo of the final card goes through the multipart path POST /api/cards/{id}/evidence. */
export function useAttachEvidence(cardId: number) {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.append('image', image);
      return sendForm(`/api/cards/${cardId}/evidence`, form);
    },
    onSuccess: async () => {
      notifySuccess('Photo Added', 'The photo of your card is attached.');
      await utils.tournaments.card.invalidate({ id: cardId });
    },
  });
}

export function useAttestCard(cardId: number) {
  const invalidate = useInvalidate();
  const utils = trpc.useUtils();
  return trpc.tournaments.attest.useMutation({
    onSuccess: async () => {
      notifySuccess('Card Attested', 'The card stands on the leaderboard.');
      await Promise.all([utils.tournaments.card.invalidate({ id: cardId }), invalidate('tournaments')]);
    },
    onError: (error) => notifyError('Failed to attest card', errorMessage(error, 'Failed to attest the card. Please try again.')),
  });
}

/** Members whose name matches a non-empty query (for choosing a marker outside the quick picks). */
export function useMemberSearch(query: string) {
  const text = query.trim();
  const search = trpc.members.search.useQuery({ q: text }, { enabled: text !== '', placeholderData: (previous) => previous });
  useFailureToast(search.error, 'Search Error', 'Failed to search members');
  return text === '' || search.isError ? [] : (search.data ?? []);
}
