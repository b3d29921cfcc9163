import { createFileRoute } from '@tanstack/react-router';
import { PaymentRedirectPage } from '../../features/payments/payment-redirect-page';
import { TrpcArea } from '../../components/trpc-area';

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): { email?: string } =>
  typeof search.email === 'string' ? { email: search.email } : {};

export const Route = createFileRoute('/payment/')({ validateSearch: searchSchema, component: PaymentRoute });

function PaymentRoute() {
  const { email } = Route.useSearch();
  return (
    <TrpcArea>
      <PaymentRedirectPage email={email} />
    </TrpcArea>
  );
}
