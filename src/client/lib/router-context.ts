import type { QueryClient } from '@tanstack/react-query';
import type { TrpcUtils } from './trpc-session';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * tRPC's query helpers, loaded when first asked for: the shell and the public pages read through
   * lib/public-query.ts, so a visitor's first page never downloads the tRPC client.
   */
  trpc: () => Promise<TrpcUtils>;
}

export function createRouterContext(queryClient: QueryClient): RouterContext {
  return { queryClient, trpc: () => import('./trpc-session').then((module) => module.trpcSessionOf(queryClient).utils) };
}
