import { createFileRoute } from '@tanstack/react-router';
import { TeeSheetPage } from '../../features/reservations/tee-sheet-page';
import { readDay } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';
import { clubToday } from '../../../shared/club-time';

export const Route = createFileRoute('/admin/tee-sheet')({
  validateSearch: (search: Record<string, unknown>): { day?: string | undefined } => ({ day: readDay(search.day) }),
  loaderDeps: ({ search }) => ({ day: search.day }),
  loader: async ({ context, deps }) => {
    const { timeZone } = await context.trpcUtils.club.settings.ensureData();
    await loadPage.teeSheet(context, deps.day ?? clubToday(timeZone));
  },
  component: TeeSheetPage,
});
