import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../features/admin/admin-dashboard-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/dashboard')({ loader: ({ context }) => loadPage.dashboard(context), component: AdminDashboardPage });
