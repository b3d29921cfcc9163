import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { clearKeptCards } from './clear-kept-cards';
import { isNetworkFailure } from './error-message';
import { notifyError, notifySuccess } from './notify';
import { trpc } from './trpc';

/** Logs out with the product's toasts, goes home, and empties the caches (the query cache, the cards kept offline): nothing of the member stays in the browser. */
export function useLogout() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: async (result) => {
      if (!result.success) {
        notifyError('Logout Failed', 'There was an issue logging out');
        return;
      }
      utils.auth.user.setData(undefined, { isAuthenticated: false, user: null });
      // The holes and card data kept for offline use go too.
      await clearKeptCards();
      notifySuccess('Logged Out', 'You have been logged out successfully');
      await navigate({ to: '/' });
      // Every query the home page no longer shows is dropped; the few it shows are fetched again.
      queryClient.removeQueries({ type: 'inactive' });
      await utils.invalidate();
    },
    onError: (error) => {
      if (isNetworkFailure(error)) notifyError('Logout Error', 'An error occurred during logout');
      else notifyError('Logout Failed', 'There was an issue logging out');
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
