import { createFileRoute } from '@tanstack/react-router';
import { TeeSheetPage } from '../../features/reservations/tee-sheet-page';
import { readDay } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

export const Route = createFileRoute('/admin/tee-sheet')({
  validateSearch: (search: Record<string, unknown>): { day?: string | undefined } => ({ day: readDay(search.day) }),
  loaderDeps: ({ search }) => ({ day: search.day }),
  loader: ({ context, deps }) => loadPage.teeSheet(context, deps.day),
  component: TeeSheetPage,
});
