import { createFileRoute, Outlet } from '@tanstack/react-router';
import { GuardLoading } from '../../components/route-guard';
import { AdminLayout } from '../../features/admin/admin-layout';
import { guardRoute } from '../../lib/route-guard';

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => guardRoute(context, location, { requireAdmin: true }),
  pendingComponent: GuardLoading,
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
