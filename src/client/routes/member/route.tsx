import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MemberLayout } from '../../components/member/member-layout';
import { GuardLoading } from '../../components/route-guard';
import { guardRoute } from '../../lib/route-guard';

export const Route = createFileRoute('/member')({
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  pendingComponent: GuardLoading,
  component: MemberRoute,
});

function MemberRoute() {
  return (
    <MemberLayout>
      <Outlet />
    </MemberLayout>
  );
}
