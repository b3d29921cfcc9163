import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PaymentResultPage } from '../../features/payments/payment-result-page';

const searchSchema = z.object({ email: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/payment/$id')({ validateSearch: searchSchema, component: PaymentResultRoute });

function PaymentResultRoute() {
  const { id } = Route.useParams();
  const { email } = Route.useSearch();
  return <PaymentResultPage key={id} sessionId={id} email={email} />;
}
