import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OnboardPage } from '../features/onboarding/onboard-page';

const searchSchema = z.object({ token: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/onboard')({ validateSearch: searchSchema, component: OnboardRoute });

function OnboardRoute() {
  const { token } = Route.useSearch();
  return <OnboardPage token={token} />;
}
