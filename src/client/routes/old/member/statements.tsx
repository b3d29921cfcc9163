import { createFileRoute, redirect } from '@tanstack/react-router';

// /member/statements arrives with the next member-area issue; a plain href keeps this typed without it.
export const Route = createFileRoute('/old/member/statements')({
  beforeLoad: () => {
    throw redirect({ to: '/member/statements', replace: true });
  },
});
