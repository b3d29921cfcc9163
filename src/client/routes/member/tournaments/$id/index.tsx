import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseRecordId } from '../../../../../shared/record-id';
import { TournamentPage } from '../../../../features/tournaments/tournament-page';
import { loadPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/member/tournaments/$id/')({
  // A malformed id is a page that does not exist, not a request for tournament 0.
  beforeLoad: ({ params }) => {
    const tournamentId = parseRecordId(params.id);
    if (tournamentId === null) throw notFound();
    return { tournamentId };
  },
  loader: ({ context }) => loadPage.tournament(context, context.tournamentId),
  component: TournamentRoute,
});

function TournamentRoute() {
  const { tournamentId } = Route.useRouteContext();
  return <TournamentPage key={tournamentId} id={tournamentId} />;
}
