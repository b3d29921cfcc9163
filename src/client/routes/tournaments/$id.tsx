import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseRecordId } from '../../../shared/record-id';
import { PublicBoardPage } from '../../features/public-tournaments/public-board-page';
import { publicBoardInput } from '../../lib/public-board-input';
import { isPublicNotFound, publicQuery } from '../../lib/public-query';

export const Route = createFileRoute('/tournaments/$id')({
  // The board (net) is in the server's HTML; the loader stays in the route tree (vite.config.ts), and
  // the page has no search parameters: both keep the first visit's entry light. A malformed
  // id, a tournament that does not exist and one not published are the Page Not Found page (404): the
  // server answers the last two alike, so nothing about the tournament shows.
  loader: async ({ context, params }) => {
    const id = parseRecordId(params.id);
    if (id === null) throw notFound();
    try {
      await context.queryClient.ensureQueryData(publicQuery('tournaments', 'publicBoard', publicBoardInput(id)));
    } catch (error) {
      if (isPublicNotFound(error)) throw notFound();
    }
  },
  component: PublicBoardRoute,
});

function PublicBoardRoute() {
  const id = parseRecordId(Route.useParams().id);
  // The loader has turned a malformed id into the not-found page.
  return id === null ? null : <PublicBoardPage key={id} id={id} />;
}
