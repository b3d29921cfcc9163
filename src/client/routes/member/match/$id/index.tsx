import { createFileRoute } from '@tanstack/react-router';
import { MatchPage } from '../../../../features/club-feed/matches/match-page';
import { recordIdParam } from '../../../../lib/record-id-param';
import { loadPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/member/match/$id/')({
  beforeLoad: ({ params }) => ({ matchId: recordIdParam(params.id) }),
  loader: ({ context }) => loadPage.match(context, context.matchId),
  component: MatchRoute,
});

function MatchRoute() {
  const { matchId } = Route.useRouteContext();
  return <MatchPage key={matchId} matchId={matchId} />;
}
