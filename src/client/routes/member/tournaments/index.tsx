import { createFileRoute } from '@tanstack/react-router';
import { TournamentsPage } from '../../../features/tournaments/tournaments-page';
import { loadPage } from '../../../lib/route-data';

export const Route = createFileRoute('/member/tournaments/')({ loader: ({ context }) => loadPage.tournaments(context), component: TournamentsPage });
