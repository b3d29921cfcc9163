import { createFileRoute } from '@tanstack/react-router';
import { AdminApplicationsPage } from '../../features/applications/admin-applications-page';
import { APPLICATION_TABS, type ApplicationTab, readChoice, readPage } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/applications')({
  validateSearch: (search: Record<string, unknown>): { page?: number | undefined; status?: ApplicationTab | undefined } => ({
    page: readPage(search.page),
    status: readChoice(search.status, APPLICATION_TABS),
  }),
  loaderDeps: ({ search }) => ({ page: search.page, status: search.status }),
  loader: ({ context, deps }) => loadPage.applications(context, deps.status, deps.page),
  component: AdminApplicationsPage,
});
