import { createFileRoute } from '@tanstack/react-router';
import { ScorePage } from '../../../../features/club-feed/matches/score-page';
import { recordIdParam } from '../../../../lib/record-id-param';
import { loadPage } from '../../../../lib/route-data';

export const Route = createFileRoute('/member/match/$id/score')({
  beforeLoad: ({ params }) => ({ matchId: recordIdParam(params.id) }),
  loader: ({ context }) => loadPage.matchScore(context, context.matchId),
  component: ScoreRoute,
});

function ScoreRoute() {
  const { matchId } = Route.useRouteContext();
  return <ScorePage key={matchId} matchId={matchId} />;
}
