import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TestCheckoutPage } from '../features/payments/test-checkout-page';

const searchSchema = z.object({ prefilled_email: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/test-checkout')({ validateSearch: searchSchema, component: TestCheckoutRoute });

function TestCheckoutRoute() {
  const { prefilled_email: prefilledEmail } = Route.useSearch();
  return <TestCheckoutPage prefilledEmail={prefilledEmail} />;
}
