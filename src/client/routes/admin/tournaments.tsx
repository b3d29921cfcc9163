import { createFileRoute } from '@tanstack/react-router';
import { AdminTournamentsPage } from '../../features/admin-tournaments/admin-tournaments-page';
import { readPage } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/tournaments')({
  // ?review={id} opens that tournament's review (the dashboard's link to cards waiting).
  validateSearch: (search: Record<string, unknown>): { review?: number | undefined } => ({ review: readPage(search.review) }),
  loader: ({ context }) => loadPage.adminTournaments(context),
  component: AdminTournamentsPage,
});
