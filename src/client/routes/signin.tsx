import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/sign-in-page';
import { TrpcArea } from '../components/trpc-area';

export const Route = createFileRoute('/signin')({
  // A plain check rather than zod: route options load with the main bundle.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: SignInRoute,
});

// Its page still uses the tRPC hooks: their provider (and the client's code) load with it.
function SignInRoute() {
  const { redirect } = Route.useSearch();
  return (
    <TrpcArea>
      <SignInPage redirectTo={redirect} />
    </TrpcArea>
  );
}
