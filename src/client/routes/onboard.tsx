import { createFileRoute } from '@tanstack/react-router';
import { OnboardPage } from '../features/onboarding/onboard-page';

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' ? { token: search.token } : {};

export const Route = createFileRoute('/onboard')({ validateSearch: searchSchema, component: OnboardRoute });

function OnboardRoute() {
  const { token } = Route.useSearch();
  return <OnboardPage token={token} />;
}
