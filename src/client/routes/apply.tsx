import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '../features/applications/apply-page';
import { TrpcArea } from '../components/trpc-area';

export const Route = createFileRoute('/apply')({ component: ApplyRoute });

// Its page still uses the tRPC hooks: their provider (and the client's code) load with it.
function ApplyRoute() {
  return (
    <TrpcArea>
      <ApplyPage />
    </TrpcArea>
  );
}
