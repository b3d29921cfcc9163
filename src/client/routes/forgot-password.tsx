import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { TrpcArea } from '../components/trpc-area';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordRoute });

// Its page still uses the tRPC hooks: their provider (and the client's code) load with it.
function ForgotPasswordRoute() {
  return (
    <TrpcArea>
      <ForgotPasswordPage />
    </TrpcArea>
  );
}
