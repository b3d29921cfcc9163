import { useNavigate } from '@tanstack/react-router';
import { isNetworkFailure } from './error-message';
import { notifyError, notifySuccess } from './notify';
import { trpc } from './trpc';

/** Logs out with the spec's toasts, forgets every cached member query, and goes home. */
export function useLogout() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: async (result) => {
      if (!result.success) {
        notifyError('Logout Failed', 'There was an issue logging out');
        return;
      }
      utils.auth.user.setData(undefined, { isAuthenticated: false, user: null });
      notifySuccess('Logged Out', 'You have been logged out successfully');
      await navigate({ to: '/' });
      await utils.invalidate();
    },
    onError: (error) => {
      if (isNetworkFailure(error)) notifyError('Logout Error', 'An error occurred during logout');
      else notifyError('Logout Failed', 'There was an issue logging out');
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
