import { createFileRoute } from '@tanstack/react-router';
import { AdminApplicationsPage } from '../../features/applications/admin-applications-page';

export const Route = createFileRoute('/admin/applications')({ component: AdminApplicationsPage });
