import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/doors/trpc/app-router';
import type { ServerConnection } from './server-connection';

/**
 * The tRPC hooks of the member and admin pages and of the forms. Never imported by the first
 * bundle: the pages that use them load it (their routes mount components/trpc-area.tsx).
 */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(connection: ServerConnection) {
  return trpc.createClient({ links: [connection.link ?? httpBatchLink({ url: connection.url, fetch: connection.fetch })] });
}
