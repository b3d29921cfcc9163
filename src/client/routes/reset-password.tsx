import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { TrpcArea } from '../components/trpc-area';

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' ? { token: search.token } : {};

export const Route = createFileRoute('/reset-password')({ validateSearch: searchSchema, component: ResetPasswordRoute });

// Its page still uses the tRPC hooks: their provider (and the client's code) load with it.
function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return (
    <TrpcArea>
      <ResetPasswordPage token={token} />
    </TrpcArea>
  );
}
