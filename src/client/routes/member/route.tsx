import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MemberLayout } from '../../components/member/member-layout';
import { RouteGuard } from '../../components/route-guard';

export const Route = createFileRoute('/member')({ component: MemberRoute });

function MemberRoute() {
  return (
    <RouteGuard>
      <MemberLayout>
        <Outlet />
      </MemberLayout>
    </RouteGuard>
  );
}
