import { createFileRoute } from '@tanstack/react-router';
import { AdminTournamentsPage } from '../../features/admin-tournaments/admin-tournaments-page';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/tournaments')({ loader: ({ context }) => loadPage.adminTournaments(context), component: AdminTournamentsPage });
