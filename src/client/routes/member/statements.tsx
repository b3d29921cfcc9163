import { createFileRoute } from '@tanstack/react-router';
import { StatementsPage } from '../../features/statements/statements-page';
import { loadPage } from '../../lib/route-data';

// A plain check rather than zod: route options load with every visitor's first page.
const searchSchema = (search: Record<string, unknown>): { checkout?: string } =>
  typeof search.checkout === 'string' && search.checkout.length > 0 ? { checkout: search.checkout } : {};

export const Route = createFileRoute('/member/statements')({
  validateSearch: searchSchema,
  loader: ({ context }) => loadPage.statements(context),
  component: StatementsRoute,
});

function StatementsRoute() {
  const { checkout } = Route.useSearch();
  return <StatementsPage checkout={checkout} />;
}
