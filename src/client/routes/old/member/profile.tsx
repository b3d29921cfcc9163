import { createFileRoute, redirect } from '@tanstack/react-router';

// /member/profile arrives with the next member-area issue; a plain href keeps this typed without it.
export const Route = createFileRoute('/old/member/profile')({
  beforeLoad: () => {
    throw redirect({ to: '/member/profile', replace: true });
  },
});
