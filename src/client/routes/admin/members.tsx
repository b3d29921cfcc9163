import { createFileRoute } from '@tanstack/react-router';
import { AdminMembersPage } from '../../features/admin-members/admin-members-page';
import { validateSearchableListSearch } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/members')({
  validateSearch: validateSearchableListSearch,
  loaderDeps: ({ search }) => ({ page: search.page, q: search.q }),
  loader: ({ context, deps }) => loadPage.members(context, deps.page, deps.q),
  component: AdminMembersPage,
});
