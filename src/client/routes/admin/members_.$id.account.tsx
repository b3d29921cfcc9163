import { createFileRoute, notFound } from '@tanstack/react-router';
import { MemberAccountPage } from '../../features/statements/member-account-page';

// `members_` keeps this page out of the Manage Members page's layout: it renders on its own.
export const Route = createFileRoute('/admin/members_/$id/account')({
  params: {
    parse: ({ id }) => {
      const userId = Number(id);
      if (!Number.isInteger(userId) || userId <= 0) throw notFound();
      return { id: userId };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: MemberAccountRoute,
});

function MemberAccountRoute() {
  const { id } = Route.useParams();
  return <MemberAccountPage userId={id} />;
}
