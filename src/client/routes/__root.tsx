import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import { SiteLayout } from '../components/shell/site-layout';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell needs these on every page (name, logo, who is signed in); they travel in one batched request.
  loader: async ({ context }) => {
    await Promise.all([
      context.trpcUtils.club.settings.ensureData(),
      context.trpcUtils.club.identity.ensureData().catch(() => undefined),
      context.trpcUtils.auth.user.ensureData().catch(() => undefined),
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
