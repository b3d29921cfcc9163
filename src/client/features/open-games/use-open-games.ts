import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useFailureToast } from '../../lib/use-failure-toast';

/** Games the member could join now, soonest to close first. */
export function useOpenGames() {
  const query = trpc.openGames.list.useQuery(undefined);
  useFailureToast(query.error, 'Failed to fetch games');
  return query;
}

/** Games the member hosts or joined. */
export function useMyGames() {
  const query = trpc.openGames.mine.useQuery(undefined);
  useFailureToast(query.error, 'Failed to fetch your games');
  return query;
}

const failWith = (title: string) => (error: unknown) => notifyError(title, errorMessage(error, `${title}. Please try again.`));

export function usePostGame(onDone: () => void) {
  const invalidate = useInvalidate();
  return trpc.openGames.create.useMutation({
    onSuccess: async () => {
      notifySuccess('Game Posted', 'Members can now see your game and join it.');
      onDone();
      await invalidate('openGames');
    },
    onError: failWith('Failed to post game'),
  });
}

/** Join, leave and cancel: one tap each; the last place taken says the match was created. */
export function useGameActions() {
  const invalidate = useInvalidate();
  const refresh = () => invalidate('openGames');
  const join = trpc.openGames.join.useMutation({
    onSuccess: async (game) => {
      if (game.status === 'matched') notifySuccess('Match Created', 'You took the last place: the game is now a match.');
      else notifySuccess('Game Joined', `You are in. ${game.placesLeft === 1 ? '1 place' : `${game.placesLeft} places`} left.`);
      await refresh();
    },
    onError: async (error) => {
      failWith('Failed to join game')(error);
      await refresh();
    },
  });
  const leave = trpc.openGames.leave.useMutation({
    onSuccess: async () => {
      notifySuccess('Game Left', 'Your place is free for someone else.');
      await refresh();
    },
    onError: failWith('Failed to leave game'),
  });
  const cancel = trpc.openGames.cancel.useMutation({
    onSuccess: async () => {
      notifySuccess('Game Cancelled', 'Your game is cancelled; anyone who joined has been told.');
      await refresh();
    },
    onError: failWith('Failed to cancel game'),
  });
  return { join, leave, cancel };
}
