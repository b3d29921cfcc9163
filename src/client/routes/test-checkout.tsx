import { createFileRoute } from '@tanstack/react-router';
import { TestCheckoutPage } from '../features/payments/test-checkout-page';

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): { prefilled_email?: string } =>
  typeof search.prefilled_email === 'string' ? { prefilled_email: search.prefilled_email } : {};

export const Route = createFileRoute('/test-checkout')({ validateSearch: searchSchema, component: TestCheckoutRoute });

function TestCheckoutRoute() {
  const { prefilled_email: prefilledEmail } = Route.useSearch();
  return <TestCheckoutPage prefilledEmail={prefilledEmail} />;
}
