import { createFileRoute } from '@tanstack/react-router';
import { AdminEventsPage } from '../../features/admin-events/admin-events-page';
import { ADMIN_EVENT_TABS, type AdminEventTab } from '../../../shared/events/admin-event-tabs';
import { readChoice, readPage } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/events')({
  validateSearch: (search: Record<string, unknown>): { when?: AdminEventTab | undefined; page?: number | undefined } => ({
    when: readChoice(search.when, ADMIN_EVENT_TABS),
    page: readPage(search.page),
  }),
  loaderDeps: ({ search }) => ({ when: search.when, page: search.page }),
  loader: ({ context, deps }) => loadPage.adminEvents(context, deps.when, deps.page),
  component: AdminEventsPage,
});
