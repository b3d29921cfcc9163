import { QueryClient } from '@tanstack/react-query';

/** Data never goes stale on its own, no refetch on focus, no retries (docs/decisions/caches-and-invalidation.md). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
