import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, trpc } from './lib/trpc';
import { createAppRouter } from './router';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  const [router] = useState(() => createAppRouter(queryClient, trpcClient));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          {/* Weeks start on Sunday; no red weekend days (their contrast fails WCAG AA). */}
          <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0, weekendDays: [] }}>
            <Notifications limit={1} position="bottom-right" containerWidth={420} />
            <RouterProvider router={router} />
          </DatesProvider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
