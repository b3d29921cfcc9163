import { createFileRoute, redirect } from '@tanstack/react-router';

// /member/reservations arrives with the next member-area issue; a plain href keeps this typed without it.
export const Route = createFileRoute('/old/member/reservations')({
  beforeLoad: () => {
    throw redirect({ to: '/member/reservations', replace: true });
  },
});
