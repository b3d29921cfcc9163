import { createFileRoute } from '@tanstack/react-router';
import { AdminAuditPage } from '../../features/admin-audit/admin-audit-page';
import { validatePageSearch } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/audit')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => loadPage.audit(context, deps.page),
  component: AdminAuditPage,
});
