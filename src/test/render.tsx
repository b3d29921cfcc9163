import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { createQueryClient } from '../client/lib/query-client';
import { trpc } from '../client/lib/trpc';
import type { AppRouter } from '../server/trpc/app-router';

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

/** Renders inside the providers the app uses, with tRPC answered by `server`. */
export function renderWithProviders(ui: ReactNode, server = fakeServer({})) {
  const queryClient = createQueryClient();
  const client = trpc.createClient({ links: [server.link] });
  return render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <Notifications />
          {ui}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}
