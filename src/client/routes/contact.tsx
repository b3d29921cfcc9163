import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/contact-page';

// `?sent=true`: where the server sends a message posted without scripts, to say it arrived.
export const Route = createFileRoute('/contact')({
  validateSearch: (search: Record<string, unknown>): { sent?: true } => (search.sent === true ? { sent: true } : {}),
  component: ContactRoute,
});

function ContactRoute() {
  const { sent } = Route.useSearch();
  return <ContactPage sent={sent === true} />;
}
