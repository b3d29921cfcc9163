import { createFileRoute } from '@tanstack/react-router';
import { AdminEventsPage } from '../../features/admin-events/admin-events-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/events')({ loader: ({ context }) => loadPage.adminEvents(context), component: AdminEventsPage });
