import { createFileRoute } from '@tanstack/react-router';
import { PaymentRedirectPage } from '../../features/payments/payment-redirect-page';
import { publicQuery } from '../../lib/public-query';

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): { email?: string } =>
  typeof search.email === 'string' ? { email: search.email } : {};

export const Route = createFileRoute('/payment/')({
  validateSearch: searchSchema,
  // The provider's link, so the server's page (where an application posted without scripts lands) carries it.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(publicQuery('payments', 'link')).catch(() => undefined),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { email } = Route.useSearch();
  return <PaymentRedirectPage email={email} />;
}
