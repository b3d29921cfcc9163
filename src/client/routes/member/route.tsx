import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MemberLayout } from '../../components/member/member-layout';
import { GuardLoading } from '../../components/route-guard';
import { guardRoute } from '../../lib/route-guard';
import { TrpcArea } from '../../components/trpc-area';

export const Route = createFileRoute('/member')({
  beforeLoad: ({ context, location }) => guardRoute(context, location),
  pendingComponent: GuardLoading,
  component: MemberRoute,
});

// The members' pages use the tRPC hooks: their provider (and the client's code) load with the area.
function MemberRoute() {
  return (
    <TrpcArea>
      <MemberLayout>
        <Outlet />
      </MemberLayout>
    </TrpcArea>
  );
}
