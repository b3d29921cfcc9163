import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../../features/payments/payment-result-page';

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): { email?: string } =>
  typeof search.email === 'string' ? { email: search.email } : {};

export const Route = createFileRoute('/payment/$id')({ validateSearch: searchSchema, component: PaymentResultRoute });

function PaymentResultRoute() {
  const { id } = Route.useParams();
  const { email } = Route.useSearch();
  return <PaymentResultPage key={id} sessionId={id} email={email} />;
}
