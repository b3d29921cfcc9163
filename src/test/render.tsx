import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../client/lib/query-client';
import { trpc } from '../client/lib/trpc';
import type { AppRouter } from '../server/doors/trpc/app-router';

export interface FakeCall {
  path: string;
  input: unknown;
}

/** Answers tRPC calls in component tests: a handler per procedure path, every call recorded. */
export function fakeServer(handlers: Record<string, (input: unknown) => unknown>) {
  const calls: FakeCall[] = [];
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      calls.push({ path: op.path, input: op.input });
      const handler = handlers[op.path];
      Promise.resolve()
        .then(() => {
          if (!handler) throw new Error(`No fake handler for ${op.path}`);
          return handler(op.input);
        })
        .then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => {
            // Shaped like a server's error response, so the UI reads its message as the real one.
            const message = error instanceof Error ? error.message : String(error);
            observer.error(
              TRPCClientError.from<AppRouter>({
                error: { code: -32600, message, data: { code: 'BAD_REQUEST', httpStatus: 400, path: op.path } },
              }),
            );
          },
        );
    });
  return { link, calls };
}

/** The providers the app uses, with tRPC answered by `server` (for renderHook wrappers too). */
export function Providers({ server, children }: { server: ReturnType<typeof fakeServer>; children: ReactNode }) {
  const [clients] = useState(() => {
    const queryClient = createQueryClient();
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
