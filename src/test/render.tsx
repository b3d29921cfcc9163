import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../client/lib/query-client';
import type { ServerConnection } from '../client/lib/server-connection';
import { trpc } from '../client/lib/trpc';
import type { AppRouter } from '../server/doors/trpc/app-router';

export interface FakeCall {
  path: string;
  input: unknown;
}

/** The body of a server's error answer, so the UI reads its message as the real one. */
function errorShape(error: unknown, path: string) {
  const message = error instanceof Error ? error.message : String(error);
  return { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, path } };
}

/**
 * Answers tRPC calls in component tests: a handler per procedure path, every call recorded. Its
 * `connection` serves both doors of the client: the tRPC client (its link) and the public pages'
 * plain GETs (its fetch, see lib/public-query.ts).
 */
export function fakeServer(handlers: Record<string, (input: unknown) => unknown>) {
  const calls: FakeCall[] = [];
  const answer = async (path: string, input: unknown): Promise<unknown> => {
    calls.push({ path, input });
    const handler = handlers[path];
    await Promise.resolve();
    if (!handler) throw new Error(`No fake handler for ${path}`);
    return handler(input);
  };
  const fetchFake: typeof fetch = async (request) => {
    const url = new URL(request instanceof Request ? request.url : String(request));
    // A REST read (`GET /api/...`): its handler is named so, its query is its input, its answer the body.
    if (url.pathname.startsWith('/api/')) {
      const path = `GET ${url.pathname}`;
      try {
        return Response.json(await answer(path, Object.fromEntries(url.searchParams)));
      } catch (error) {
        return Response.json({ message: errorShape(error, path).message }, { status: 400 });
      }
    }
    const path = url.pathname.replace(/^\/trpc\//, '');
    const input = url.searchParams.get('input');
    try {
      const data = await answer(path, input === null ? undefined : JSON.parse(input));
      return Response.json({ result: { data } });
    } catch (error) {
      return Response.json({ error: errorShape(error, path) }, { status: 400 });
    }
  };
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      answer(op.path, op.input).then(
        (data) => {
          observer.next({ result: { type: 'data', data } });
          observer.complete();
        },
        (error: unknown) => observer.error(TRPCClientError.from<AppRouter>({ error: errorShape(error, op.path) })),
      );
    });
  const connection: ServerConnection = { url: 'http://club.test/trpc', fetch: fetchFake, link };
  return { link, calls, connection };
}

/** The providers the app uses, with tRPC answered by `server` (for renderHook wrappers too). */
export function Providers({ server, children }: { server: ReturnType<typeof fakeServer>; children: ReactNode }) {
  const [clients] = useState(() => {
    const queryClient = createQueryClient(server.connection);
    return { queryClient, client: trpc.createClient({ links: [server.link] }) };
  });
  return (
    <trpc.Provider client={clients.client} queryClient={clients.queryClient}>
      <QueryClientProvider client={clients.queryClient}>
        <MantineProvider env="test">
          <Notifications />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

/** Renders inside the providers the app uses, with tRPC answered by `server`. */
export function renderWithProviders(ui: ReactNode, server = fakeServer({})) {
  return render(<Providers server={server}>{ui}</Providers>);
}

/**
 * Like renderWithProviders, inside a router of one page at `path`, for components with links or
 * navigation; the router is returned so a test can read where a click went.
 */
export async function renderWithRouter(ui: ReactNode, server = fakeServer({}), path = '/') {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const result = render(
    <Providers server={server}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await act(() => router.load());
  return { ...result, router };
}
