import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseRecordId } from '../../../shared/record-id';
import { MemberAccountPage } from '../../features/statements/member-account-page';
import { loadPage } from '../../lib/route-data';

// `members_` keeps this page out of the Manage Members page's layout: it renders on its own.
export const Route = createFileRoute('/admin/members_/$id/account')({
  params: {
    parse: ({ id }) => {
      const userId = parseRecordId(id);
      if (userId === null) throw notFound();
      return { id: userId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => loadPage.memberAccount(context, params.id),
  component: MemberAccountRoute,
});

function MemberAccountRoute() {
  const { id } = Route.useParams();
  return <MemberAccountPage userId={id} />;
}
