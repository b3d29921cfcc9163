import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseRecordId } from '../../../../shared/record-id';
import { MatchPage } from '../../../features/club-feed/matches/match-page';
import { loadPage } from '../../../lib/route-data';

export const Route = createFileRoute('/member/match/$id')({
  // A malformed id is a page that does not exist, not a request for match 0.
  beforeLoad: ({ params }) => {
    const matchId = parseRecordId(params.id);
    if (matchId === null) throw notFound();
    return { matchId };
  },
  loader: ({ context }) => loadPage.match(context, context.matchId),
  component: MatchRoute,
});

function MatchRoute() {
  const { matchId } = Route.useRouteContext();
  return <MatchPage key={matchId} matchId={matchId} />;
}
