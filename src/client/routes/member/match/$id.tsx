import { createFileRoute } from '@tanstack/react-router';
import { MatchPage } from '../../../features/club-feed/matches/match-page';

export const Route = createFileRoute('/member/match/$id')({ component: MatchRoute });

function MatchRoute() {
  const { id } = Route.useParams();
  const matchId = Number(id);
  return <MatchPage key={matchId} matchId={Number.isInteger(matchId) && matchId > 0 ? matchId : 0} />;
}
