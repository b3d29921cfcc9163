import { QueryClient } from '@tanstack/react-query';
import { browserConnection, connectQueryClient, type ServerConnection } from './server-connection';

/**
 * Data never goes stale on its own, no refetch on focus, no retries (docs/decisions/caches-and-invalidation.md).
 * Its queries read from `connection` (the browser's own site unless told).
 */
export function createQueryClient(connection: ServerConnection = browserConnection()): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  connectQueryClient(queryClient, connection);
  return queryClient;
}
