import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { publicQuery } from '../lib/public-query';

export const Route = createFileRoute('/')({
  // Whether any tournament's board is published: the page links to the leaderboards only then. A failure hides the link.
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(publicQuery('tournaments', 'publicList')).catch(() => undefined);
  },
  component: HomePage,
});
