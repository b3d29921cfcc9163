import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import { isOpenWhenLapsed } from '../member/member-tabs';
import { MembershipBanner } from './membership-banner';
import { RenewPanel } from './renew-panel';

/** The member area's pages, behind the membership year: a banner while expiring or in grace, the renew page once lapsed. */
export function MemberAreaGate({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const membership = trpc.membership.get.useQuery(undefined);
  const data = membership.data;
  // What a lapsed member may still open (their account pages, member-tabs.ts): the server answers 403 everywhere else.
  if (data?.status === 'lapsed' && !isOpenWhenLapsed(pathname)) return <RenewPanel membership={data} />;
  return (
    <>
      {data && pathname !== '/member/renew' && <MembershipBanner membership={data} />}
      {children}
    </>
  );
}
