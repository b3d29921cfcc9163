import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useFailureToast } from '../../lib/use-failure-toast';

export function useClubIndexPage(userId: number | undefined) {
  const query = trpc.golf.clubIndex.useQuery(userId === undefined ? {} : { userId });
  useFailureToast(query.error, 'Failed to fetch the club index');
  return query;
}

export function useLeaderboard() {
  const query = trpc.golf.leaderboard.useQuery(undefined);
  useFailureToast(query.error, 'Failed to fetch the leaderboard');
  return query;
}

/** An admin takes a round out of the club index (with a reason) or counts it again. */
export function useRoundExclusion(onDone: () => void) {
  const invalidate = useInvalidate();
  const options = (title: string, message: string) => ({
    onSuccess: async () => {
      notifySuccess(title, message);
      onDone();
      await invalidate('golf');
    },
    onError: (error: unknown) => notifyError('Failed to change the round', errorMessage(error, 'Please try again.')),
  });
  return {
    exclude: trpc.golf.exclude.useMutation(options('Round Excluded', 'The round no longer counts for the club index.')),
    include: trpc.golf.include.useMutation(options('Round Counted', 'The round counts for the club index again.')),
  };
}
