import { createFileRoute } from '@tanstack/react-router';
import { AdminBackupsPage } from '../../features/admin-backups/admin-backups-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/backups')({ loader: ({ context }) => loadPage.backups(context), component: AdminBackupsPage });
