import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/contact-page';
import { TrpcArea } from '../components/trpc-area';

export const Route = createFileRoute('/contact')({ component: ContactRoute });

// Its page still uses the tRPC hooks: their provider (and the client's code) load with it.
function ContactRoute() {
  return (
    <TrpcArea>
      <ContactPage />
    </TrpcArea>
  );
}
