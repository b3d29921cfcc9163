import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/doors/trpc/app-router';

export const trpc = createTRPCReact<AppRouter>();

interface TrpcClientOptions {
  /** Absolute on the server renderer; the browser uses the site's own path. */
  url?: string;
  fetch?: typeof fetch;
}

export function createTrpcClient(options: TrpcClientOptions = {}) {
  const send = options.fetch ?? ((url, init) => fetch(url, { ...init, credentials: 'same-origin' }));
  return trpc.createClient({ links: [httpBatchLink({ url: options.url ?? '/trpc', fetch: send })] });
}
