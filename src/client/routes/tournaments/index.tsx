import { createFileRoute } from '@tanstack/react-router';
import { PublicTournamentsPage } from '../../features/public-tournaments/public-tournaments-page';
import { publicQuery } from '../../lib/public-query';

export const Route = createFileRoute('/tournaments/')({
  // The published tournaments, so the page (and the server's HTML) lists them at once; a failure shows on the page.
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(publicQuery('tournaments', 'publicList')).catch(() => undefined);
  },
  component: PublicTournamentsPage,
});
