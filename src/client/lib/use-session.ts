import { useQuery } from '@tanstack/react-query';
import { publicQuery } from './public-query';

/** The signed-in user, as the server sees it; a failed check counts as signed out. */
export function useSession() {
  const query = useQuery(publicQuery('auth', 'user'));
  if (query.isError) console.error('Session check failed', query.error);
  const user = query.data?.isAuthenticated ? query.data.user : null;
  return { user, isLoading: query.isLoading };
}
