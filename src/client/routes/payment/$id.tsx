import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../../features/payments/payment-result-page';
import { TrpcArea } from '../../components/trpc-area';

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): { email?: string } =>
  typeof search.email === 'string' ? { email: search.email } : {};

export const Route = createFileRoute('/payment/$id')({ validateSearch: searchSchema, component: PaymentResultRoute });

function PaymentResultRoute() {
  const { id } = Route.useParams();
  const { email } = Route.useSearch();
  return (
    <TrpcArea>
      <PaymentResultPage key={id} sessionId={id} email={email} />
    </TrpcArea>
  );
}
