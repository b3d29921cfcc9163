import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '../features/applications/apply-page';

export const Route = createFileRoute('/apply')({ component: ApplyRoute });

function ApplyRoute() {
  return <ApplyPage />;
}
