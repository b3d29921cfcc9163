import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';

export const Route = createFileRoute('/')({
  // Whether any tournament's board is published: the page links to the leaderboards only then. A failure hides the link.
  loader: async ({ context }) => {
    await context.trpcUtils.tournaments.publicList.ensureData().catch(() => undefined);
  },
  component: HomePage,
});
