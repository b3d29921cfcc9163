import { createFileRoute } from '@tanstack/react-router';
import { AdminSettingsPage } from '../../features/admin-settings/admin-settings-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/settings')({ loader: ({ context }) => loadPage.settings(context), component: AdminSettingsPage });
