import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyError } from './notify';

/** The sign-out button's action (log-out.ts): its code, and the tRPC client's, load on the click. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    import('./log-out')
      .then(({ logOut }) => logOut(queryClient, () => navigate({ to: '/' })))
      .catch(() => notifyError('Logout Error', 'An error occurred during logout'))
      .finally(() => setPending(false));
  };
  return { logout, isPending };
}
