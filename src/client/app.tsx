import './styles/mantine-public';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastsRequested } from './lib/notify';
import type { AppRouterInstance } from './router';
import { cssVariablesResolver, theme } from './theme';

// The toast container loads with the first toast (see lib/notify.ts).
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

function DeferredNotifications() {
  const needed = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} position="bottom-right" containerWidth={420} />
    </Suspense>
  );
}

interface AppProps {
  queryClient: QueryClient;
  router: AppRouterInstance;
}

/**
 * The whole site; the browser entry and the server renderer hand in their own query client and router.
 * The tRPC provider is no part of it: the pages that use tRPC mount it (components/trpc-area.tsx).
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        {/* Weeks start on Sunday; no red weekend days (their contrast fails WCAG AA). */}
        <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0, weekendDays: [] }}>
          <DeferredNotifications />
          <RouterProvider router={router} />
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
