import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PaymentRedirectPage } from '../../features/payments/payment-redirect-page';

const searchSchema = z.object({ email: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/payment/')({ validateSearch: searchSchema, component: PaymentRoute });

function PaymentRoute() {
  const { email } = Route.useSearch();
  return <PaymentRedirectPage email={email} />;
}
