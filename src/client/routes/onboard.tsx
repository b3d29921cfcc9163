import { createFileRoute } from '@tanstack/react-router';
import { OnboardPage } from '../features/onboarding/onboard-page';
import { TrpcArea } from '../components/trpc-area';

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' ? { token: search.token } : {};

export const Route = createFileRoute('/onboard')({ validateSearch: searchSchema, component: OnboardRoute });

// Its page still uses the tRPC hooks: their provider (and the client's code) load with it.
function OnboardRoute() {
  const { token } = Route.useSearch();
  return (
    <TrpcArea>
      <OnboardPage token={token} />
    </TrpcArea>
  );
}
