import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RouteGuard } from '../../components/route-guard';
import { AdminLayout } from '../../features/admin/admin-layout';

export const Route = createFileRoute('/admin')({ component: AdminRoute });

function AdminRoute() {
  return (
    <RouteGuard requireAdmin>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </RouteGuard>
  );
}
