import type { QueryClient } from '@tanstack/react-query';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../server/doors/trpc/app-router';

/**
 * How the client reaches the club's API: the site's own /trpc in the browser, the server's
 * in-process fetch on the server renderer, a fake server in tests. Plain data, so the first
 * bundle can carry it without the tRPC client (which loads with the first page that needs it).
 */
export interface ServerConnection {
  /** Where tRPC answers: the site's own path in the browser, absolute on the server renderer. */
  url: string;
  fetch: typeof fetch;
  /** Answers the tRPC client instead of HTTP (a test's fake server). */
  link?: TRPCLink<AppRouter>;
}

/** The browser's: its own site, with the session cookie. */
export function browserConnection(): ServerConnection {
  return { url: '/trpc', fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }) };
}

// Each query cache reads from one server: queries find theirs from the cache they run in.
const connections = new WeakMap<QueryClient, ServerConnection>();

export function connectQueryClient(queryClient: QueryClient, connection: ServerConnection): void {
  connections.set(queryClient, connection);
}

export function connectionOf(queryClient: QueryClient): ServerConnection {
  const connection = connections.get(queryClient);
  if (!connection) throw new Error('This query client is not connected to a server (createQueryClient connects it)');
  return connection;
}
