import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-message';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendForm } from '../../../lib/send-form';
import { isRoundOver } from './scorecard-changes';
import { trpc } from '../../../lib/trpc';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { usePageVisible } from '../../../lib/use-page-visible';
import { useInvalidate } from '../../../lib/invalidation-map';
import { pageInputs } from '../../../lib/route-data';

export function useUpcomingMatches() {
  const query = trpc.matches.list.useQuery(undefined);
  useFailureToast(query.error, 'Failed to fetch matches');
  return query;
}

export function useRecentMatches() {
  const query = trpc.matches.recent.useQuery(pageInputs.recentMatches);
  useFailureToast(query.error, 'Failed to fetch matches');
  return query;
}

export function useMatch(id: number) {
  const query = trpc.matches.get.useQuery({ id });
  useFailureToast(query.error, 'Failed to fetch match details');
  return query;
}

export function useMatchComments(matchId: number) {
  const query = trpc.matches.comments.list.useInfiniteQuery(
    pageInputs.comments(matchId),
    { getNextPageParam: (page) => page.nextCursor, initialCursor: null },
  );
  useFailureToast(query.error, 'Failed to fetch match comments');
  return query;
}

/** How often an open match page or score screen asks for the latest scores while the round is on. */
export const SCORECARD_REFRESH_MS = 5000;

/**
 * Once the round has started and until it is over, the card refreshes itself every 5 seconds while
 * the page is visible, so a hole another player saves shows without a reload.
 */
export function useScorecard(matchId: number, roundStarted: boolean) {
  const visible = usePageVisible();
  return trpc.matches.scorecard.useQuery(
    { id: matchId },
    {
      refetchInterval: (query) => (visible && roundStarted && !isRoundOver(query.state.data) ? SCORECARD_REFRESH_MS : false),
      refetchIntervalInBackground: false,
    },
  );
}

/** Every match mutation refreshes the match lists and the one match it touched. */
function useMatchCache() {
  const invalidate = useInvalidate();
  return () => invalidate('matches');
}

const failWith = (title: string, retry: string) => (error: unknown) => notifyError(title, errorMessage(error, retry));

export function useCreateMatch(onDone: () => void) {
  const refresh = useMatchCache();
  return trpc.matches.create.useMutation({
    onSuccess: async () => {
      notifySuccess('Match Created', 'Your golf match has been created and shared with members.');
      onDone();
      await refresh();
    },
    onError: failWith('Failed to create match', 'Failed to create match. Please try again.'),
  });
}

export function useCancelMatch(onDone?: () => void) {
  const refresh = useMatchCache();
  return trpc.matches.delete.useMutation({
    onSuccess: async () => {
      notifySuccess('Match Deleted', 'Your golf match has been canceled.');
      onDone?.();
      await refresh();
    },
    onError: failWith('Failed to delete match', 'Failed to delete match. Please try again.'),
  });
}

export function useJoinMatch() {
  const refresh = useMatchCache();
  return trpc.matches.join.useMutation({
    onSuccess: async () => {
      notifySuccess('Match Joined', 'You have joined this match.');
      await refresh();
    },
    onError: failWith('Failed to join match', 'Failed to join match. Please try again.'),
  });
}

/** On own tees: the tees the member will play, until their first score fixes them. */
export function useChooseTee(onDone: () => void) {
  const refresh = useMatchCache();
  return trpc.matches.chooseTee.useMutation({
    onSuccess: async () => {
      notifySuccess('Tees Chosen', 'Your round will be played on these tees.');
      onDone();
      await refresh();
    },
    onError: failWith('Tees not changed', 'Please try again.'),
  });
}

export function useLeaveMatch(onDone: () => void) {
  const refresh = useMatchCache();
  return trpc.matches.leave.useMutation({
    onSuccess: async () => {
      notifySuccess('Match Left', 'You have left this match.');
      onDone();
      await refresh();
    },
    onError: failWith('Failed to leave match', 'Failed to leave match. Please try again.'),
  });
}

export function useAddComment(onDone: () => void) {
  const refresh = useMatchCache();
  return trpc.matches.comments.create.useMutation({
    onSuccess: async () => {
      notifySuccess('Comment Added', 'Your comment has been posted.');
      onDone();
      await refresh();
    },
    onError: failWith('Failed to add comment', 'Failed to add comment. Please try again.'),
  });
}

/** A photo comment goes through the multipart path POST /api/matches/{id}/comments. */
export function useUploadPhoto(matchId: number, onDone: () => void) {
  const refresh = useMatchCache();
  return useMutation({
    mutationFn: ({ image, caption }: { image: File; caption: string }) => {
      const form = new FormData();
      form.append('content', caption);
      form.append('image', image);
      return sendForm(`/api/matches/${matchId}/comments`, form);
    },
    onSuccess: async () => {
      notifySuccess('Photo Uploaded', 'Your photo has been added to the match feed.');
      onDone();
      await refresh();
    },
    onError: failWith('Failed to upload photo', 'Failed to upload photo. Please try again.'),
  });
}

export function useDeleteComment(onDone: () => void) {
  const refresh = useMatchCache();
  return trpc.matches.comments.delete.useMutation({
    onSuccess: async () => {
      notifySuccess('Comment Deleted', 'Your comment has been removed.');
      onDone();
      await refresh();
    },
    onError: failWith('Failed to delete comment', 'Failed to delete comment. Please try again.'),
  });
}

export function useMemberSearch(query: string) {
  const text = query.trim();
  const search = trpc.members.search.useQuery({ q: text }, { enabled: text !== '', placeholderData: (previous) => previous });
  useFailureToast(search.error, 'Search Error', 'Failed to search members');
  return { results: text === '' || search.isError ? [] : (search.data ?? []), isFetching: search.isFetching };
}

/** A playing partner (or an admin) attests a finished round: it then counts for the club index. */
export function useAttestRound() {
  const invalidate = useInvalidate();
  return trpc.golf.attest.useMutation({
    onSuccess: async () => {
      notifySuccess('Round Attested', 'The round now counts for the club index.');
      await invalidate('golf');
    },
    onError: failWith('Failed to attest round', 'Failed to attest round. Please try again.'),
  });
}

/** The player confirms the card someone else entered for them. */
export function useConfirmRound() {
  const invalidate = useInvalidate();
  return trpc.golf.confirm.useMutation({
    onSuccess: async () => {
      notifySuccess('Card Confirmed', 'Once attested, the round counts for your club index.');
      await invalidate('golf');
    },
    onError: failWith('Failed to confirm card', 'Failed to confirm card. Please try again.'),
  });
}

/** The player disputes the card someone else entered for them: the committee decides. */
export function useDisputeRound(onDone: () => void) {
  const invalidate = useInvalidate();
  return trpc.golf.dispute.useMutation({
    onSuccess: async () => {
      notifySuccess('Card Disputed', 'The round does not count until the committee decides.');
      onDone();
      await invalidate('golf');
    },
    onError: failWith('Failed to dispute card', 'Failed to dispute card. Please try again.'),
  });
}

/** The committee lets a disputed card stand. */
export function useSettleDispute() {
  const invalidate = useInvalidate();
  return trpc.golf.settleDispute.useMutation({
    onSuccess: async () => {
      notifySuccess('Dispute Settled', 'The card stands as entered.');
      await invalidate('golf');
    },
    onError: failWith('Failed to settle dispute', 'Failed to settle dispute. Please try again.'),
  });
}
