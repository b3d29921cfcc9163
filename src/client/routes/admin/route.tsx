import { createFileRoute, Outlet } from '@tanstack/react-router';
import { GuardLoading } from '../../components/route-guard';
import { AdminLayout } from '../../features/admin/admin-layout';
import { guardRoute } from '../../lib/route-guard';
import { TrpcArea } from '../../components/trpc-area';

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => guardRoute(context, location, { requireAdmin: true }),
  pendingComponent: GuardLoading,
  component: AdminRoute,
});

// The admin pages use the tRPC hooks: their provider (and the client's code) load with the area.
function AdminRoute() {
  return (
    <TrpcArea>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </TrpcArea>
  );
}
