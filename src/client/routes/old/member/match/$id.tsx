import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/old/member/match/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/member/match/$id', params: { id: params.id }, replace: true });
  },
});
