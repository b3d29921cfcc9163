import { createFileRoute } from '@tanstack/react-router';
import { AdminMembersPage } from '../../features/admin-members/admin-members-page';
import { validateMemberListSearch } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/members')({
  validateSearch: validateMemberListSearch,
  loaderDeps: ({ search }) => ({ page: search.page, q: search.q, status: search.status, balance: search.balance, after: search.after }),
  loader: ({ context, deps }) => loadPage.members(context, deps.page, deps.q, deps.status, deps.balance, deps.after),
  component: AdminMembersPage,
});
