import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import { MembershipBanner } from './membership-banner';
import { RenewPanel } from './renew-panel';

// What a lapsed member may still open: the server answers 403 everywhere else.
const OPEN_WHEN_LAPSED = ['/member/profile', '/member/statements', '/member/renew'];

/** The member area's pages, behind the membership year: a banner while expiring or in grace, the renew page once lapsed. */
export function MemberAreaGate({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const membership = trpc.membership.get.useQuery(undefined);
  const data = membership.data;
  if (data?.status === 'lapsed' && !OPEN_WHEN_LAPSED.some((path) => pathname.startsWith(path))) return <RenewPanel membership={data} />;
  return (
    <>
      {data && pathname !== '/member/renew' && <MembershipBanner membership={data} />}
      {children}
    </>
  );
}
