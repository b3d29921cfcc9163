import { createFileRoute } from '@tanstack/react-router';
import { AdminMessagesPage } from '../../features/admin-messages/admin-messages-page';
import { validatePageSearch } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/messages')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => loadPage.messages(context, deps.page),
  component: AdminMessagesPage,
});
