import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import { SiteLayout } from '../components/shell/site-layout';
import { publicQuery } from '../lib/public-query';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell needs these on every page (name, logo, who is signed in), read without the tRPC client.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(publicQuery('club', 'settings')),
      queryClient.ensureQueryData(publicQuery('club', 'identity')).catch(() => undefined),
      queryClient.ensureQueryData(publicQuery('auth', 'user')).catch(() => undefined),
    ]);
  },
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
