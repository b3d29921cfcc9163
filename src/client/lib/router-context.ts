import type { QueryClient } from '@tanstack/react-query';
import type { CreateTRPCClient } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../../server/doors/trpc/app-router';

export function createTrpcUtils(queryClient: QueryClient, client: CreateTRPCClient<AppRouter>) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: ReturnType<typeof createTrpcUtils>;
}
