import { createFileRoute, redirect } from '@tanstack/react-router';

// The older member area's paths stay valid: each goes to its /member twin.
export const Route = createFileRoute('/old/member/feed')({
  beforeLoad: () => {
    throw redirect({ to: '/member/feed', replace: true });
  },
});
