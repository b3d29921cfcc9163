import { createFileRoute, notFound } from '@tanstack/react-router';
import { PublicTournamentsPage } from '../../features/public-tournaments/public-tournaments-page';
import { readRecordId } from '../../lib/list-search';
import { isPublicNotFound } from '../../lib/public-query';
import { publicTournamentsQuery } from '../../features/public-tournaments/public-tournaments-query';

export const Route = createFileRoute('/tournaments/')({
  // ?before={id}: the page of results after that tournament (a plain check: route options load with every visitor's first page).
  validateSearch: (search: Record<string, unknown>): { before?: number | undefined } => ({ before: readRecordId(search.before) }),
  loaderDeps: ({ search }) => ({ before: search.before }),
  // The published tournaments, so the page (and the server's HTML) lists them at once; a failure shows
  // on the page. Results after a tournament that does not exist or is not published: Page Not Found (404).
  loader: async ({ context, deps }) => {
    try {
      await context.queryClient.ensureQueryData(publicTournamentsQuery(deps.before));
    } catch (error) {
      if (isPublicNotFound(error)) throw notFound();
    }
  },
  component: TournamentsRoute,
});

function TournamentsRoute() {
  const { before } = Route.useSearch();
  return <PublicTournamentsPage before={before} />;
}
