import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';

// `?sent=true`: where the server sends a request posted without scripts, to say the link is on its way.
export const Route = createFileRoute('/forgot-password')({
  validateSearch: (search: Record<string, unknown>): { sent?: true } => (search.sent === true ? { sent: true } : {}),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { sent } = Route.useSearch();
  return <ForgotPasswordPage sent={sent === true} />;
}
