import { createFileRoute } from '@tanstack/react-router';
import { TestCheckoutPage } from '../features/payments/test-checkout-page';
import { TestSessionCheckoutPage } from '../features/payments/test-session-checkout-page';
import { TrpcArea } from '../components/trpc-area';

interface TestCheckoutSearch {
  prefilled_email?: string;
  /** A checkout the club opened for a member (renewal, balance). */
  session?: string;
}

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): TestCheckoutSearch => ({
  ...(typeof search.prefilled_email === 'string' ? { prefilled_email: search.prefilled_email } : {}),
  ...(typeof search.session === 'string' ? { session: search.session } : {}),
});

export const Route = createFileRoute('/test-checkout')({ validateSearch: searchSchema, component: TestCheckoutRoute });

function TestCheckoutRoute() {
  const { prefilled_email: prefilledEmail, session } = Route.useSearch();
  return <TrpcArea>{session ? <TestSessionCheckoutPage sessionId={session} /> : <TestCheckoutPage prefilledEmail={prefilledEmail} />}</TrpcArea>;
}
