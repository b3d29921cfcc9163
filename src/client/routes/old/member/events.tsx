import { createFileRoute, redirect } from '@tanstack/react-router';

// /member/events arrives with the next member-area issue; a plain href keeps this typed without it.
export const Route = createFileRoute('/old/member/events')({
  beforeLoad: () => {
    throw redirect({ to: '/member/events', replace: true });
  },
});
