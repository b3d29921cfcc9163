import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '../features/auth/sign-in-page';

const searchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/signin')({
  validateSearch: searchSchema,
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInPage redirectTo={redirect} />;
}
