import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/mail/outbox-page';
import { validatePageSearch } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/outbox')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => loadPage.outbox(context, deps.page),
  component: OutboxPage,
});
