import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc } from '../lib/trpc';
import { trpcSessionOf } from '../lib/trpc-session';

/**
 * Makes the tRPC hooks work inside: mounted by the routes whose pages use them (the member and
 * admin areas, the forms), so the code of the tRPC client loads with those pages only.
 */
export function TrpcArea({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { client } = trpcSessionOf(queryClient);
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}
