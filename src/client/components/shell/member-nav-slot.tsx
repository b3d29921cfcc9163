import { lazy, Suspense } from 'react';

// Members' code: a visitor's first page never downloads it.
const MemberNav = lazy(() => import('../member/member-nav').then((module) => ({ default: module.MemberNav })));

/** The members area's navigation in the header (the tab bar on a phone). */
export function MemberNavSlot() {
  return (
    <Suspense fallback={null}>
      <MemberNav />
    </Suspense>
  );
}
