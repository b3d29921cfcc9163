import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseRecordId } from '../../../../../../shared/record-id';
import { CardPage } from '../../../../../features/tournaments/card-page';
import { loadPage } from '../../../../../lib/route-data';

export const Route = createFileRoute('/member/tournaments/$id/cards/$cardId')({
  // Malformed ids are a page that does not exist.
  beforeLoad: ({ params }) => {
    const tournamentId = parseRecordId(params.id);
    const cardId = parseRecordId(params.cardId);
    if (tournamentId === null || cardId === null) throw notFound();
    return { tournamentId, cardId };
  },
  loader: ({ context }) => loadPage.tournamentCard(context, context.tournamentId, context.cardId),
  component: CardRoute,
});

function CardRoute() {
  const { tournamentId, cardId } = Route.useRouteContext();
  return <CardPage key={cardId} tournamentId={tournamentId} cardId={cardId} />;
}
