import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseRecordId } from '../../../../shared/record-id';
import { ClubIndexPage } from '../../../features/golf-season/club-index-page';
import { loadPage } from '../../../lib/route-data';

export const Route = createFileRoute('/member/club-index/$userId')({
  // A malformed id is a page that does not exist.
  beforeLoad: ({ params }) => {
    const userId = parseRecordId(params.userId);
    if (userId === null) throw notFound();
    return { userId };
  },
  loader: ({ context }) => loadPage.clubIndex(context, context.userId),
  component: ClubIndexRoute,
});

function ClubIndexRoute() {
  const { userId } = Route.useRouteContext();
  return <ClubIndexPage key={userId} userId={userId} />;
}
