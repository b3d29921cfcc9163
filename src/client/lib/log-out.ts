import type { QueryClient } from '@tanstack/react-query';
import { clearKeptCards } from './clear-kept-cards';
import { isNetworkFailure } from './error-message';
import { notifyError, notifySuccess } from './notify';
import { publicQuery } from './public-query';
import { trpcSessionOf } from './trpc-session';

/**
 * Logs out with the product's toasts, goes home, and empties the caches (the query cache, the cards
 * kept offline): nothing of the member stays in the browser. Loaded on the click (use-logout.ts),
 * with the tRPC client, which a visitor's first page does not carry.
 */
export async function logOut(queryClient: QueryClient, goHome: () => Promise<void>): Promise<void> {
  let result: { success: boolean };
  try {
    result = await trpcSessionOf(queryClient).client.auth.logout.mutate();
  } catch (error) {
    if (isNetworkFailure(error)) notifyError('Logout Error', 'An error occurred during logout');
    else notifyError('Logout Failed', 'There was an issue logging out');
    return;
  }
  if (!result.success) {
    notifyError('Logout Failed', 'There was an issue logging out');
    return;
  }
  queryClient.setQueryData(publicQuery('auth', 'user').queryKey, { isAuthenticated: false, user: null });
  // The holes and card data kept for offline use go too.
  await clearKeptCards();
  notifySuccess('Logged Out', 'You have been logged out successfully');
  await goHome();
  // Every query the home page no longer shows is dropped; the few it shows are fetched again.
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries();
}
