import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page';
import { createRouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

/**
 * One factory for the browser and the server renderer, so both build the same router. The server's
 * router has a memory history and no scroll restoration (its inline script would break the CSP).
 */
export function createAppRouter(queryClient: QueryClient, serverHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    history: serverHistory,
    context: createRouterContext(queryClient),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: !serverHistory,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
