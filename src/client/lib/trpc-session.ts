import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../../server/doors/trpc/app-router';
import { connectionOf } from './server-connection';
import { createTrpcClient } from './trpc';

function openSession(queryClient: QueryClient) {
  const client = createTrpcClient(connectionOf(queryClient));
  return { client, utils: createTRPCQueryUtils<AppRouter>({ queryClient, client }) };
}

export type TrpcSession = ReturnType<typeof openSession>;
export type TrpcUtils = TrpcSession['utils'];

const sessions = new WeakMap<QueryClient, TrpcSession>();

/**
 * The one tRPC client (and its query helpers) of a query cache, made the first time a page needs it:
 * route loaders reach it through the router context (router-context.ts), pages through TrpcArea.
 */
export function trpcSessionOf(queryClient: QueryClient): TrpcSession {
  let session = sessions.get(queryClient);
  if (!session) {
    session = openSession(queryClient);
    sessions.set(queryClient, session);
  }
  return session;
}
