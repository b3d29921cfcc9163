import { trpc } from './trpc';

/** The signed-in user, as the server sees it; a failed check counts as signed out. */
export function useSession() {
  const query = trpc.auth.user.useQuery(undefined);
  if (query.isError) console.error('Session check failed', query.error);
  const user = query.data?.isAuthenticated ? query.data.user : null;
  return { user, isLoading: query.isLoading };
}
