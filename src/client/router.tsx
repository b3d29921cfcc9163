import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page';
import { createTrpcUtils } from './lib/router-context';
import type { createTrpcClient } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient, trpcClient: ReturnType<typeof createTrpcClient>) {
  return createRouter({
    routeTree,
    context: { queryClient, trpcUtils: createTrpcUtils(queryClient, trpcClient) },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
